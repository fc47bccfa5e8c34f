import { screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'

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

const view = (running: boolean) => (
  <PartnerTimeProvider partner={taipeiStore} running={running}>
    {running ? <ZoneShown /> : <p>summary only</p>}
  </PartnerTimeProvider>
)

test("looks the partner's zone up only once the clock runs, then every reader gets it from the one clock", async () => {
  const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone
  const { queryClient, rerender } = renderWithProviders(view(false))

  expect(screen.getByText('summary only')).toBeInTheDocument()
  const key = timeZoneQueries.of(taipeiStore).queryKey
  expect(queryClient.getQueryState(key)?.fetchStatus ?? 'idle').toBe('idle')

  rerender(view(true))
  await waitFor(() => expect(queryClient.getQueryData(key)).toBe('Asia/Taipei'))
  // The line names the partner's zone only when the viewer's clock shows another time.
  if (viewer !== 'Asia/Taipei' && viewer !== 'Asia/Shanghai')
    expect(await screen.findByText('Asia/Taipei')).toBeInTheDocument()
})

test('a reader of a clock that does not run yet is a mistake, said at once', () => {
  const Early = () => (
    <PartnerTimeProvider partner={taipeiStore} running={false}>
      <ZoneShown />
    </PartnerTimeProvider>
  )
  // React logs the error it rethrows, naming the component that threw.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  expect(() => renderWithProviders(<Early />)).toThrow('running PartnerTimeProvider')
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('<ZoneShown>'))
})
