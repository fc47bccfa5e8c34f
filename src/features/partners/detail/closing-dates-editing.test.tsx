import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import { DialogHost } from '@/components/ui/dialog-host'
import type { BusinessPartner } from '@/entities/business-partner'
import { useDialogStore } from '@/stores/dialog-store'
import { renderWithProviders } from '@/test/render'

import { PartnerTimeProvider } from './partner-time'
import { ClosingDatesSection } from './record-sections'
import { partnerWith, refuseWrites } from '../edit/test-support'

beforeEach(() => useDialogStore.setState({ ids: [], dialogs: {} }))

describe('deleting a closing date', () => {
  test('a deletion the service refuses is said inside the question, which stays open', async () => {
    const user = userEvent.setup()
    const partner = partnerWith('closing-dates') as unknown as BusinessPartner
    const before = db.list('closing-dates').filter((row) => row.bpId === partner.id)
    refuseWrites('closing-dates')
    renderWithProviders(
      <PartnerTimeProvider partner={partner} running>
        <ClosingDatesSection partner={partner} />
        <DialogHost />
      </PartnerTimeProvider>,
    )
    const [remove] = await screen.findAllByRole('button', { name: /^Delete / })
    await user.click(remove!)
    const question = await screen.findByRole('alertdialog')
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      /Not done: The data service had a problem \(error 500\)/,
    )
    expect(db.list('closing-dates').filter((row) => row.bpId === partner.id)).toEqual(before)
  })
})
