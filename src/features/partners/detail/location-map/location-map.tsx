import { forwardRef, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { useInView } from '@/lib/use-in-view'

import { validPosition } from '../../model/place'

import type { LocationMapProps } from './location-map-svg'
import { looksLikeCountryCode, mapPoint } from '../../model/map-point'

import * as styles from './location-map.module.css'

export type { LocationMapProps }

// The world atlas and d3-geo are fetched when a detail page first shows a map, not with the
// page. The map only repeats the address written beside it, so if its chunk cannot load
// (offline with a cold cache), the page goes on without it.
const LocationMapSvg = lazyNamed(() => import('./location-map-svg'), 'LocationMapSvg', { optional: true })

/**
 * A small map of where a partner is, drawn in the page (no tile service, works offline). Renders
 * nothing when the record has neither a usable country code nor usable coordinates, without
 * fetching the map code; with `load` false, only its placeholder. Its code loads and its country
 * is drawn once its place comes into view: on a phone the map is below the fold, and drawing it
 * was the longest task after the partner's first paint.
 */
export function LocationMap({ load = true, ...props }: LocationMapProps & { load?: boolean }) {
  const [place, inView] = useInView<HTMLDivElement>()
  if (!mapPoint(validPosition(props)) && !looksLikeCountryCode(props.country)) return null
  // Not yet asked to load (the page defers it until the partner's records are in), or not yet
  // in view: hold the place only.
  if (!load || !inView) return <MapPlaceholder ref={place} />
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <LocationMapSvg {...props} />
    </Suspense>
  )
}

/** Holds the map's place while its code loads, so the page does not jump. */
const MapPlaceholder = forwardRef<HTMLDivElement>(function MapPlaceholder(_props, ref) {
  const { t } = useTranslation('detail')
  return (
    <div ref={ref} className={styles.placeholder} role="status">
      <span className="visually-hidden">{t('map.loading')}</span>
    </div>
  )
})
