import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import type { BusinessPartner } from '@/entities/business-partner'
import { renderWithProviders } from '@/test/render'

import { OpeningHoursSection } from './opening-hours-section'
import { PartnerTimeProvider } from './partner-time'
import { ClosingDatesSection, ServicesSection, StoreConfigSection, WebLinksSection } from './record-sections'

import { partnerWith } from '../edit/test-support'

type Section = (props: { partner: BusinessPartner }) => React.ReactNode

const asPartner = (record: unknown) => record as BusinessPartner

/** A partner whose week is on record (its template names an opening-hours row). */
function partnerWithWeek() {
  const templates = db.list('opening-hour-templates')
  const partner = db.list('business-partners').find((candidate) => {
    const template = templates.find((row) => row.id === candidate.openingHourTemplateId)
    return db.get('opening-hours', Number(template?.openingHourId))?.axOpeningHourTemplateRecId
  })
  return asPartner(partner)
}

function partnerWithService() {
  const map = db.list('service-maps').find((candidate) => candidate.campaignId)!
  return asPartner(db.get('business-partners', Number(map.bpId)))
}

const FORMS: [string, Section, () => BusinessPartner, RegExp][] = [
  ['closing dates', ClosingDatesSection, () => asPartner(partnerWith('closing-dates')), /^Add closing date/],
  ['the week', OpeningHoursSection, partnerWithWeek, /^Change opening hours/],
  [
    'web links',
    WebLinksSection,
    () => asPartner(partnerWith('business-partner-writables')),
    /^Change web links/,
  ],
  ['store settings', StoreConfigSection, () => asPartner(partnerWith('store-configs')), /^Change settings/],
  ['services', ServicesSection, partnerWithService, /^Add services/],
]

describe('closing an edit form gives focus back to the button that opened it', () => {
  test.each(FORMS)('%s', async (_name, Section, partnerOf, opener) => {
    const user = userEvent.setup()
    const partner = partnerOf()
    renderWithProviders(
      <PartnerTimeProvider partner={partner} running>
        <Section partner={partner} />
      </PartnerTimeProvider>,
    )
    const button = await screen.findByRole('button', { name: opener })
    await user.click(button)
    await screen.findByRole('dialog', {}, { timeout: 5000 })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(button).toHaveFocus())
  })
})
