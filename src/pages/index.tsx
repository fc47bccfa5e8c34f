import { graphql, type HeadProps } from 'gatsby'

import { PrivateLayout } from '@/app/layouts/private-layout'
import { PageHead } from '@/app/page-head'
import type { PageContext, PageLocalesData } from '@/app/page-locales'
import { PartnerListScreen } from '@/features/partners/list/partner-list-screen'

export default function AllPartnersPage() {
  return (
    <PrivateLayout>
      <PartnerListScreen kind="all" />
    </PrivateLayout>
  )
}

export const Head = (props: HeadProps<PageLocalesData, PageContext>) => (
  <PageHead {...props} titleKey="pages.all" />
)

export const query = graphql`
  query ($language: String!) {
    ...PageLocales
  }
`
