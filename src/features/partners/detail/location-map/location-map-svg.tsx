import { useMemo } from 'react'

import world from 'world-atlas/countries-110m.json'

import type { CountriesTopology } from '../../model/map-point'

import { mapGeometry } from './map-geometry'

import * as styles from './location-map.module.css'

// The 1:110m atlas (~108 kB raw, ~30 kB gzip with d3-geo) is enough for a 360 px locator; the
// 1:50m one is 7 times the weight for detail no one sees at this size.
const atlas = world as unknown as CountriesTopology

export type LocationMapProps = {
  /** ISO 3166-1 alpha-2 code, e.g. 'TW'. */
  country: string | null | undefined
  latitude: number | null | undefined
  longitude: number | null | undefined
  /** The map's accessible name, e.g. "Location of Velo Taipei in Taiwan". */
  label: string
}

/** The drawn map; renders nothing when neither the country nor the coordinates place anything. */
export function LocationMapSvg({ country, latitude, longitude, label }: LocationMapProps) {
  const geometry = useMemo(
    () => mapGeometry(atlas, country, [longitude ?? NaN, latitude ?? NaN]),
    [country, latitude, longitude],
  )
  if (!geometry) return null

  const { width, height, viewBox, context, point } = geometry
  return (
    <svg role="img" aria-label={label} viewBox={viewBox} className={styles.map} focusable="false">
      <title>{label}</title>
      <rect className={styles.water} width={width} height={height} />
      {context ? <path className={styles.context} d={context} /> : null}
      {geometry.country ? <path className={styles.country} d={geometry.country} /> : null}
      {point ? <circle className={styles.marker} cx={point[0]} cy={point[1]} r={6} /> : null}
    </svg>
  )
}
