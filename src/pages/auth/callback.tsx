import { graphql, type HeadProps } from 'gatsby'

import { PublicLayout } from '@/app/layouts/public-layout'
import { PageHead } from '@/app/page-head'
import type { PageContext, PageLocalesData } from '@/app/page-locales'
import { CallbackScreen } from '@/features/auth/callback-screen'

export default function CallbackPage() {
  return (
    <PublicLayout>
      <CallbackScreen />
    </PublicLayout>
  )
}

export const Head = (props: HeadProps<PageLocalesData, PageContext>) => (
  <PageHead {...props} titleKey="pages.callback" />
)

export const query = graphql`
  query ($language: String!) {
    ...PageLocales
  }
`
