import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'

import { BusinessPartnerSchema } from '@/entities/business-partner'
import { renderWithProviders } from '@/test/render'

import { timeZoneQueries } from '../api/time-zone-query'

import { PartnerTimeProvider, usePartnerTime } from './partner-time'

const taipeiStore = BusinessPartnerSchema.parse({
  id: 7,
  gsc: 'TW01',
  name: 'Velo Taipei',
  phone: '+886 2 1234 5678',
  email: 'shop@velo.tw',
  city: 'Taipei',
  street: 'Xinyi Road 5',
  zipcode: '110',
  country: 'TW',
  latitude: 25.03,
  longitude: 121.56,
})

function ZoneShown() {
  const { otherZone } = usePartnerTime()
  return <p>{otherZone ?? 'no zone yet'}</p>
}

test("looks the partner's zone up only once asked, then every reader gets it from the one clock", async () => {
  const view = (lookUpZone: boolean) => (
    <PartnerTimeProvider partner={taipeiStore} lookUpZone={lookUpZone}>
      <ZoneShown />
    </PartnerTimeProvider>
  )
  const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone
  const { queryClient, rerender } = renderWithProviders(view(false))

  expect(screen.getByText('no zone yet')).toBeInTheDocument()
  const key = timeZoneQueries.of(taipeiStore).queryKey
  expect(queryClient.getQueryState(key)?.fetchStatus ?? 'idle').toBe('idle')

  rerender(view(true))
  await waitFor(() => expect(queryClient.getQueryData(key)).toBe('Asia/Taipei'))
  // The line names the partner's zone only when the viewer's clock shows another time.
  if (viewer !== 'Asia/Taipei' && viewer !== 'Asia/Shanghai')
    expect(await screen.findByText('Asia/Taipei')).toBeInTheDocument()
})
