import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test } from 'vitest'

import { installNavigation } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import type { PartnerRef } from '../model/partner-ref'

import { choose, chosenIds, withChooser } from '../test-support'

import { PartnerLinks } from './partner-links'
import { SelectThese } from './select-these'

const ref = (id: number): PartnerRef => ({
  id,
  name: `Partner ${id}`,
  bpType: 'store',
  country: 'TW',
  city: 'Taipei',
  accountNum: `S${id}`,
})

beforeEach(() => {
  choose.mockReset()
})

describe('SelectThese', () => {
  test("makes exactly a card's partners, each once, the selection and opens the chosen list", async () => {
    const navigate = installNavigation()
    const user = userEvent.setup()
    // One partner named twice (two bad e-mail addresses) is chosen once.
    const items = [ref(7), ref(3), ref(7)].map((partner) => ({ partner, reason: 'email' }))
    renderWithProviders(withChooser(<PartnerLinks items={items} label="E-mail that is not an address" />))
    await user.click(screen.getByRole('button', { name: /^Select these 2\W+E-mail that is not an address$/ }))
    expect(choose).toHaveBeenCalledOnce()
    expect(choose).toHaveBeenCalledWith([ref(7), ref(3)])
    expect(navigate).toHaveBeenCalledWith('/?chosen=1', undefined)
  })

  test('beside a chart bar, shows one word, named in full starting with it', async () => {
    installNavigation()
    const user = userEvent.setup()
    renderWithProviders(withChooser(<SelectThese partners={[ref(4), ref(5)]} what="Taiwan: 2" compact />))
    const button = screen.getByRole('button', { name: 'Select these 2: Taiwan: 2' })
    expect(button).toHaveTextContent(/^Select$/)
    await user.click(button)
    expect(chosenIds()).toEqual([4, 5])
  })

  test('offers a viewer to show these partners instead', async () => {
    const navigate = installNavigation()
    const user = userEvent.setup()
    renderWithProviders(withChooser(<SelectThese partners={[ref(1)]} what="Closed today" />), {
      role: 'viewer',
    })
    await user.click(screen.getByRole('button', { name: /^Show this partner\W+Closed today$/ }))
    expect(chosenIds()).toEqual([1])
    expect(navigate).toHaveBeenCalled()
  })

  test('is absent when there is nobody to choose', () => {
    renderWithProviders(withChooser(<SelectThese partners={[]} what="Closed today" />))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  test('is absent where no page gives a way to choose partners', () => {
    renderWithProviders(<SelectThese partners={[ref(1)]} what="Closed today" />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
