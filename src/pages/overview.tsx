import { graphql, type HeadProps } from 'gatsby'

import { PrivateLayout } from '@/app/layouts/private-layout'
import { PageHead } from '@/app/page-head'
import type { PageContext, PageLocalesData } from '@/app/page-locales'
import { OverviewPage as OverviewContent } from '@/features/overview/overview-page'

export default function OverviewPage() {
  return (
    <PrivateLayout>
      <OverviewContent />
    </PrivateLayout>
  )
}

export const Head = (props: HeadProps<PageLocalesData, PageContext>) => (
  <PageHead {...props} titleKey="pages.overview" />
)

export const query = graphql`
  query ($language: String!) {
    ...OverviewPageLocales
  }
`
