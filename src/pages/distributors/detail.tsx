import { graphql, type HeadProps } from 'gatsby'

import { PrivateLayout } from '@/app/layouts/private-layout'
import { PageHead } from '@/app/page-head'
import type { PageContext, PageLocalesData } from '@/app/page-locales'
import { PartnerDetailScreen, PartnerLoading } from '@/features/partners/detail/partner-detail-screen'

export default function DistributorDetailPage() {
  return (
    <PrivateLayout prerendered={<PartnerLoading kind="distributor" />}>
      <PartnerDetailScreen kind="distributor" />
    </PrivateLayout>
  )
}

export const Head = (props: HeadProps<PageLocalesData, PageContext>) => (
  <PageHead {...props} titleKey="pages.distributorDetail" />
)

export const query = graphql`
  query ($language: String!) {
    ...PageLocales
  }
`
