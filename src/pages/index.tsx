import { Suspense } from 'react'

import { graphql, type HeadProps } from 'gatsby'

import { PrivateLayout } from '@/app/layouts/private-layout'
import { PageHead } from '@/app/page-head'
import type { PageContext, PageLocalesData } from '@/app/page-locales'
import { lazyNamed } from '@/components/lazy-named'
import { useLocationSearch } from '@/lib/use-location-search'
import { PartnerListScreen } from '@/features/partners/list/partner-list-screen'
import { isChosenView } from '@/features/partners/list/selection/chosen-view'

// The chosen partners only (`?chosen=1`): its code only when asked for, and never on the first
// load of the other lists.
const ChosenListScreen = lazyNamed(
  () => import('@/features/partners/list/selection/chosen-list-screen'),
  'ChosenListScreen',
)

export default function AllPartnersPage() {
  const chosen = isChosenView(useLocationSearch())
  return (
    <PrivateLayout>
      {chosen ? (
        <Suspense fallback={null}>
          <ChosenListScreen />
        </Suspense>
      ) : (
        <PartnerListScreen kind="all" />
      )}
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
