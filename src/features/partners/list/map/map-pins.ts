import type { PartnerListKind } from '@/config/routes'
import type { BpType, BusinessPartner } from '@/entities/business-partner'
import type { PageFolder } from '@/lib/data-service/read-every-page'

import { mapPoint, type LonLat } from '../../model/map-point'
import { validPosition } from '../../model/place'

import type { MapPin } from './map-groups'

/** A partner as the map draws it, names it and chooses it: no more of the record. */
export type MapPartner = {
  id: number
  name: string
  /** What a bulk change's report names it by, with its name. */
  accountNum?: string | null
  city: string
  status?: string
  /** Its detail page's type. */
  bpType: BpType
}

/** Every partner placed, and how many could not be (no usable coordinates, or no type to link). */
export type MapPins = { pins: MapPin<MapPartner>[]; unplaced: number }

/**
 * Folds a list's partners, as their pages arrive, into the map's pins: each partner's point,
 * projected, and what the map shows of it; the record itself is let go. `placed` is what it has
 * gathered so far (its pins' array grows in place), for a map drawn as the pages come.
 */
export function mapPinsFolder(
  kind: PartnerListKind,
  project: (point: LonLat) => [number, number] | null,
): PageFolder<BusinessPartner, MapPins> & { placed: MapPins } {
  const placed: MapPins = { pins: [], unplaced: 0 }
  return {
    placed,
    fold: (partner) => {
      const point = mapPoint(validPosition(partner))
      const xy = point && project(point)
      const bpType = partner.bpType ?? (kind === 'all' ? undefined : kind)
      if (!xy || !bpType) {
        placed.unplaced += 1
        return
      }
      const { id, name, accountNum, city, status } = partner
      const item: MapPartner = { id, name, accountNum, city, bpType, ...(status && { status }) }
      placed.pins.push({ x: xy[0], y: xy[1], item })
    },
    finish: () => placed,
  }
}
