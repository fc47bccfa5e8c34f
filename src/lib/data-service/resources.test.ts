import { describe, expect, test } from 'vitest'

import { resourceNames, resourcesShowing } from './resources'

describe('resourcesShowing', () => {
  test('a write to a service map refreshes the services read through it', () => {
    expect(resourcesShowing('service-maps')).toEqual(['service-maps', 'services'])
  })

  test('every resource is shown by its own queries first', () => {
    for (const name of resourceNames) expect(resourcesShowing(name)[0]).toBe(name)
  })
})
