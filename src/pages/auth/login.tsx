import { graphql, type HeadProps } from 'gatsby'

import { PublicLayout } from '@/app/layouts/public-layout'
import { PageHead } from '@/app/page-head'
import type { PageContext, PageLocalesData } from '@/app/page-locales'
import { LoginScreen } from '@/features/auth/login-screen'

export default function LoginPage() {
  return (
    <PublicLayout>
      <LoginScreen />
    </PublicLayout>
  )
}

export const Head = (props: HeadProps<PageLocalesData, PageContext>) => (
  <PageHead {...props} titleKey="pages.login" />
)

export const query = graphql`
  query ($language: String!) {
    ...PageLocales
  }
`
