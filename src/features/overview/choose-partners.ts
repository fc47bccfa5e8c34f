import { createContext, useContext } from 'react'

import type { PartnerRef } from './model/partner-ref'

/**
 * How the overview's "Select these N" hands partners to the lists: the overview page gives it
 * (src/pages/overview.tsx), as the page may use both features and the overview never imports
 * the lists' selection.
 */
export type ChoosePartners = {
  /** Makes exactly these partners the lists' selection. */
  choose: (partners: readonly PartnerRef[]) => void
  /** The list of just the chosen partners (a site path without the language). */
  chosenPath: string
}

export const ChoosePartnersContext = createContext<ChoosePartners | undefined>(undefined)

/** The page's way to choose partners; none where no page gives one (nothing is offered then). */
export const useChoosePartners = () => useContext(ChoosePartnersContext)
