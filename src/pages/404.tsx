import { graphql, type HeadProps } from 'gatsby'

import { ErrorScreen } from '@/app/error-screen'
import { PublicLayout } from '@/app/layouts/public-layout'
import { PageHead } from '@/app/page-head'
import type { PageContext, PageLocalesData } from '@/app/page-locales'

export default function NotFoundPage() {
  return (
    <PublicLayout>
      <ErrorScreen kind="notFound" code={404} />
    </PublicLayout>
  )
}

export const Head = (props: HeadProps<PageLocalesData, PageContext>) => (
  <PageHead {...props} titleKey="pages.notFound" />
)

export const query = graphql`
  query ($errorPageLanguages: [String!]!) {
    ...ErrorPageLocales
  }
`
