import { createElement, type ReactNode } from 'react'
import { vi } from 'vitest'

import { ChoosePartnersContext } from './choose-partners'
import type { PartnerRef } from './model/partner-ref'

/** The overview's way to choose partners, as a spy: what its "Select these N" handed over. */
export const choose = vi.fn<(partners: readonly PartnerRef[]) => void>()

/** The ids of the partners last chosen, in the order handed over. */
export const chosenIds = () => choose.mock.lastCall?.[0].map(({ id }) => id) ?? []

/** `ui` as the overview page gives it: with a way to choose partners in the lists. */
export const withChooser = (ui: ReactNode) =>
  createElement(ChoosePartnersContext.Provider, { value: { choose, chosenPath: '/?chosen=1' } }, ui)
