import { useMemo } from 'react'

import { useQuery } from '@tanstack/react-query'
import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { partnerDetailPath, type PartnerListKind } from '@/config/routes'
import { DEFAULT_LANGUAGE, isLanguage, localizePath } from '@/config/site'
import { PARTNER_STATUSES } from '@/entities/partner-kinds'
import { useMayChange } from '@/lib/auth/role'

import { fetchAllPartners } from '../../api/fetch-all-partners'
import { partnerQueries } from '../../api/partner-queries'
import { mapPoint } from '../../model/map-point'
import { validPosition } from '../../model/place'
import { QueryError } from '../../query-error'
import { toListParams, type ListState } from '../list-state'
import { selectionScope, withTargets } from '../selection/selection-rules'
import { changeSelection, useChosen } from '../selection/selection-store'

import { MapCanvas, type MapPartner } from './map-canvas'
import type { MapPin } from './map-groups'
import { MapPlaces } from './map-places'
import * as styles from './partner-map.module.css'
import { worldMap } from './world-map'

type PartnerMapProps = { kind: PartnerListKind; state: ListState; label: string }

/**
 * Every partner the list's search and filters match, of all pages, on the offline
 * world map, coloured by status; those without usable coordinates are counted under it.
 */
export function PartnerMap({ kind, state, label }: PartnerMapProps) {
  const { t } = useTranslation()
  const { language, navigate } = useI18next()
  const params = { ...toListParams(state), page: 1 }
  const query = useQuery({
    queryKey: [...partnerQueries.lists(), 'map', kind, params] as const,
    queryFn: async ({ client }) => (await fetchAllPartners(client, kind, params)) ?? [],
  })
  const world = useMemo(() => worldMap(), [])
  // The list's selection: the map shows it, and its places choose too.
  const scope = selectionScope(kind, state)
  const chosen = useChosen(scope)
  // Choosing is for a bulk change: an editor's.
  const mayChoose = useMayChange()

  const { pins, unplaced } = useMemo(() => {
    const placed: MapPin<MapPartner>[] = []
    let missing = 0
    for (const partner of query.data ?? []) {
      const point = mapPoint(validPosition(partner))
      const xy = point && world.project(point)
      const type = partner.bpType ?? (kind === 'all' ? undefined : kind)
      if (!xy || !type) {
        missing += 1
        continue
      }
      const path = partnerDetailPath(type, partner.id)
      placed.push({
        x: xy[0],
        y: xy[1],
        item: {
          id: partner.id,
          name: partner.name,
          accountNum: partner.accountNum,
          city: partner.city,
          status: partner.status ?? undefined,
          statusText: partner.status ? t(`status.${partner.status}`) : '',
          path,
          href: localizePath(path, isLanguage(language) ? language : DEFAULT_LANGUAGE),
        },
      })
    }
    return { pins: placed, unplaced: missing }
  }, [query.data, world, kind, language, t])

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  return (
    <div className={styles.wrap} aria-busy={query.isPending || undefined}>
      <MapCanvas
        land={world.land}
        pins={pins}
        label={label}
        onOpen={(partner) => void navigate(partner.path)}
        isChosen={(partner) => chosen.has(partner.id)}
        inView={(groups) => (
          <>
            <ul className={styles.legend} aria-label={t('map.legend')}>
              {PARTNER_STATUSES.map((status) => (
                <li key={status}>
                  <span className={`${styles.swatch} ${styles[status]}`} aria-hidden="true" />
                  {t(`status.${status}`)}
                </li>
              ))}
            </ul>
            <p className={styles.note} role="status">
              {query.isPending
                ? t('map.loading')
                : [
                    t('map.shown', { count: pins.length }),
                    unplaced > 0 ? t('map.unplaced', { count: unplaced }) : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
            </p>
            {mayChoose && (
              <MapPlaces
                groups={groups}
                chosen={chosen}
                onChoose={(partners, on) =>
                  changeSelection(scope, (selection) => withTargets(selection, partners, on))
                }
              />
            )}
          </>
        )}
      />
    </div>
  )
}
