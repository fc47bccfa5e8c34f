import { useMemo } from 'react'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { partnerDetailPath, type PartnerListKind } from '@/config/routes'
import { DEFAULT_LANGUAGE, isLanguage, localizePath } from '@/config/site'
import { PARTNER_STATUSES } from '@/entities/partner-kinds'
import { useMayChange } from '@/lib/auth/role'
import { readUnreadPagesNext, resumableReading } from '@/lib/data-service/resumable-reading'

import { partnerQueries } from '../../api/partner-queries'
import { readEveryPartner } from '../../api/read-every-partner'
import { QueryError } from '@/lib/data-service/query-error'
import { toListParams, type ListState } from '../../model/list-state'
import { selectionScope, withTargets } from '../selection/selection-rules'
import { changeSelection, useChosen } from '../selection/selection-store'

import { MapCanvas } from './map-canvas'
import { mapPinsFolder, type MapPartner, type MapPins } from './map-pins'
import { MapPlaces } from './map-places'
import * as styles from './partner-map.module.css'
import { worldMap } from './world-map'

type PartnerMapProps = { kind: PartnerListKind; state: ListState; label: string }

const NO_PINS: MapPins = { pins: [], unplaced: 0 }

/**
 * Every partner the list's search and filters match, of all pages, on the offline world map,
 * coloured by status; those without usable coordinates are counted under it. The reading keeps
 * of each partner only what the map draws (map-pins.ts).
 */
export function PartnerMap({ kind, state, label }: PartnerMapProps) {
  const { t } = useTranslation()
  const { language, navigate } = useI18next()
  const queryClient = useQueryClient()
  const params = { ...toListParams(state), page: 1 }
  const world = useMemo(() => worldMap(), [])
  const queryKey = [...partnerQueries.lists(), 'map', kind, params] as const
  const query = useQuery({
    queryKey,
    // Try again after pages failed reads just those (resumable-reading.ts).
    queryFn: ({ client, signal }) =>
      resumableReading(
        client,
        queryKey,
        async () =>
          (await readEveryPartner(kind, params, { signal, ...mapPinsFolder(kind, world.project) })) ??
          NO_PINS,
        { signal },
      ),
    // Tens of thousands of pins: a new reading replaces the last, never compared with it.
    structuralSharing: false,
  })
  // The list's selection: the map shows it, and its places choose too.
  const scope = selectionScope(kind, state)
  const chosen = useChosen(scope)
  // Choosing is for a bulk change: an editor's.
  const mayChoose = useMayChange()
  const { pins, unplaced } = query.data ?? NO_PINS
  const pathOf = (partner: MapPartner) => partnerDetailPath(partner.bpType, partner.id)
  const hrefOf = (partner: MapPartner) =>
    localizePath(pathOf(partner), isLanguage(language) ? language : DEFAULT_LANGUAGE)

  if (query.isError) {
    const retry = () => {
      readUnreadPagesNext(queryClient, queryKey)
      void query.refetch()
    }
    return <QueryError error={query.error} onRetry={retry} />
  }
  return (
    <div className={styles.wrap} aria-busy={query.isPending || undefined}>
      <MapCanvas
        land={world.land}
        pins={pins}
        label={label}
        hrefOf={hrefOf}
        onOpen={(partner) => void navigate(pathOf(partner))}
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
