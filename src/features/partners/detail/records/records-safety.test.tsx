import type { ReactElement } from 'react'

import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { StoreConfigFieldsSchema } from '@/entities/store-config'
import { renderWithProviders } from '@/test/render'

import { AddressesView } from './addresses-view'
import { ClosingDatesView } from './closing-dates-view'
import { DealerConfigView } from './dealer-config-view'
import { DiscountsView } from './discounts-view'
import { PricingView } from './pricing-view'
import { SapAxMappingView } from './sap-ax-mapping-view'
import { ServicesView } from './services-view'
import { StoreConfigView } from './store-config-view'
import {
  HOSTILE,
  address,
  closingDate,
  dealerConfig,
  discount,
  pricing,
  sapAxMapping,
  service,
  storeConfig,
  wrapsAnywhere,
  writable,
} from '../../model/test-fixtures'
import { WebLinksView } from './web-links-view'

/** The store config's text fields (the ones the schema types as optional strings). */
const storeConfigText = (value: string) => {
  const sample = storeConfig()
  const texts = Object.keys(StoreConfigFieldsSchema.shape).filter(
    (key) => typeof sample[key as keyof typeof sample] === 'string' && !/At$|Date$|^blocked$/.test(key),
  )
  return storeConfig({
    ...Object.fromEntries(texts.map((key) => [key, value])),
    defaultWarehouse: [value],
    retailGroupCodes: [value],
    consumerOrderContactEmails: { main: value, backup1: value, backup2: value },
  })
}

/** Each view with `value` in every text field it shows. */
const views: [string, (value: string) => ReactElement][] = [
  [
    'AddressesView',
    (value) => (
      <AddressesView
        language="en"
        addresses={[
          address({
            street: value,
            city: value,
            zipcode: value,
            district: value,
            stateProvince: value,
            country: value,
            warehouseId: value,
          }),
        ]}
      />
    ),
  ],
  [
    'ClosingDatesView',
    (value) => (
      <ClosingDatesView
        language="en"
        today="2026-11-20"
        closingDates={[
          closingDate({ id: 1, day: '2026-12-25', reason: value }),
          closingDate({ id: 2, day: '2026-01-01', reason: value }),
        ]}
      />
    ),
  ],
  ['PricingView', (value) => <PricingView pricings={[pricing({ priceGroup: value })]} />],
  ['DiscountsView', (value) => <DiscountsView language="en" discounts={[discount({ code: value })]} />],
  [
    'ServicesView',
    (value) => (
      <ServicesView services={[service({ name: value, description: value, axCampaignId: value })]} />
    ),
  ],
  [
    'DealerConfigView',
    (value) => <DealerConfigView dealerConfigs={[dealerConfig({ currency: value, taxgroup: value })]} />,
  ],
  [
    'SapAxMappingView',
    (value) => <SapAxMappingView mappings={[sapAxMapping({ sapAccountNum: value, axAccountNum: value })]} />,
  ],
  [
    'WebLinksView',
    (value) => <WebLinksView writables={[writable({ url: value, Facebook: value, instagram: value })]} />,
  ],
  ['StoreConfigView', (value) => <StoreConfigView language="en" storeConfig={storeConfigText(value)} />],
]

describe.each(views)('%s', (_name, view) => {
  test('renders markup in the data as text and creates no element from it', () => {
    const { container } = renderWithProviders(view(HOSTILE))
    expect(container.querySelector('img, script, b')).toBeNull()
    expect(
      screen.getAllByText((_content, element) => element?.firstChild?.nodeValue === HOSTILE).length,
    ).toBeGreaterThan(0)
  })

  test('lets a 10,000-character value wrap anywhere', () => {
    const long = 'w'.repeat(10_000)
    renderWithProviders(view(long))
    const holders = screen.getAllByText((_content, element) => element?.firstChild?.nodeValue === long)
    expect(holders.length).toBeGreaterThan(0)
    for (const holder of holders) expect(wrapsAnywhere(holder)).toBe(true)
  })
})
