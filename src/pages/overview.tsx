import { graphql, type HeadProps } from 'gatsby'

import { PrivateLayout } from '@/app/layouts/private-layout'
import { PageHead } from '@/app/page-head'
import type { PageContext, PageLocalesData } from '@/app/page-locales'
import { OverviewScreen } from '@/features/overview/overview-screen'

export default function OverviewPage() {
  return (
    <PrivateLayout>
      <OverviewScreen />
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
