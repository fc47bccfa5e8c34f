import { graphql, type HeadProps } from 'gatsby'

import { PrivateLayout } from '@/app/layouts/private-layout'
import { PageHead } from '@/app/page-head'
import type { PageContext, PageLocalesData } from '@/app/page-locales'
import { PartnerDetailScreen, PartnerLoading } from '@/features/partners/detail/partner-detail-screen'

export default function StoreDetailPage() {
  return (
    <PrivateLayout prerendered={<PartnerLoading kind="store" />}>
      <PartnerDetailScreen kind="store" />
    </PrivateLayout>
  )
}

export const Head = (props: HeadProps<PageLocalesData, PageContext>) => (
  <PageHead {...props} titleKey="pages.storeDetail" />
)

export const query = graphql`
  query ($language: String!) {
    ...PageLocales
  }
`
