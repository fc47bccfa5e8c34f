import { graphql, type HeadProps } from 'gatsby'

import { PublicLayout } from '@/app/layouts/public-layout'
import { PageHead } from '@/app/page-head'
import type { PageContext, PageLocalesData } from '@/app/page-locales'
import { StandInScreen } from '@/features/auth/stand-in-screen'

/** /auth/stand-in/: created by gatsby-node only in builds without Cognito settings. */
export default function StandInSignInPage() {
  return (
    <PublicLayout>
      <StandInScreen />
    </PublicLayout>
  )
}

export const Head = (props: HeadProps<PageLocalesData, PageContext>) => (
  <PageHead {...props} titleKey="pages.standIn" />
)

export const query = graphql`
  query ($language: String!) {
    ...PageLocales
  }
`
