import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect } from 'vitest'

import { preloadMenu } from '@/components/ui/listbox/test-support'
import { installNavigation } from '@/test/navigation'

import { NO_SELECTION } from './selection-rules'
import { useListSelection } from './selection-store'

/**
 * A list screen's tests with a selection of their own: the store is the module's, kept from one
 * test to the next unless emptied, and the screen moves through the address.
 */
export function eachTestChoosesAfresh() {
  beforeAll(async () => {
    // The bar's code, fetched by the first test that chooses, would count against its time.
    await Promise.all([preloadMenu(), import('./selection-bar'), import('../../bulk/ui/bulk-actions')])
  })
  beforeEach(() => {
    installNavigation()
    useListSelection.setState(NO_SELECTION, true)
  })
  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })
}

/** The selection bar. */
export const selectionBar = () => screen.getByRole('group', { name: 'Chosen partners' })

/** Waits for the bar to say `text`: its count, or that a new search let the choice go. */
export const barSays = (text: string) => waitFor(() => expect(selectionBar()).toHaveTextContent(text))
