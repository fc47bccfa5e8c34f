import { graphql, type HeadProps } from 'gatsby'

import { PrivateLayout } from '@/app/layouts/private-layout'
import { PageHead } from '@/app/page-head'
import type { PageContext, PageLocalesData } from '@/app/page-locales'
import { ChoosePartnersContext, type ChoosePartners } from '@/features/overview/choose-partners'
import { OverviewPage as OverviewContent } from '@/features/overview/overview-page'
import { chooseThese } from '@/features/partners/list/selection/choose-these'
import { CHOSEN_PATH } from '@/features/partners/list/selection/chosen-view'

/** The overview's "Select these N" makes the lists' selection and opens the list of just them. */
const CHOOSE_IN_THE_LISTS: ChoosePartners = { choose: chooseThese, chosenPath: CHOSEN_PATH }

export default function OverviewPage() {
  return (
    <PrivateLayout>
      <ChoosePartnersContext.Provider value={CHOOSE_IN_THE_LISTS}>
        <OverviewContent />
      </ChoosePartnersContext.Provider>
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
