import { useMemo } from 'react'

import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { partnerDetailPath } from '@/config/routes'
import { DEFAULT_LANGUAGE, isLanguage, localizePath } from '@/config/site'
import { PARTNER_STATUSES } from '@/entities/partner-kinds'
import { useMayChange } from '@/lib/auth/role'

import { QueryError } from '@/lib/data-service/query-error'

import type { PartnerSet } from '../../api/read-every-partner'
import { withTargets } from '../selection/selection-rules'
import { changeSelection, useChosen } from '../selection/selection-store'

import { MapCanvas } from './map-canvas'
import type { MapPartner } from './map-pins'
import { MapPlaces } from './map-places'
import * as styles from './partner-map.module.css'
import { useMapReading } from './use-map-reading'
import { worldMap } from './world-map'

type PartnerMapProps = {
  partners: PartnerSet
  /** The selectionScope the map shows chosen partners of, and its places choose in. */
  scope: string
  label: string
}

/**
 * Every partner the list's search and filters match (or every partner chosen), of all pages, on
 * the offline world map, coloured by status; those without usable coordinates are counted under
 * it. The reading keeps of each partner only what the map draws (map-pins.ts).
 */
export function PartnerMap({ partners, scope, label }: PartnerMapProps) {
  const { t } = useTranslation()
  const { language, navigate } = useI18next()
  const world = useMemo(() => worldMap(), [])
  const reading = useMapReading(partners, world)
  // The selection: the map shows it, and its places choose too.
  const chosen = useChosen(scope)
  // Choosing is for a bulk change: an editor's.
  const mayChoose = useMayChange()
  const { pins, pinCount, unplaced, complete, progress, stopped } = reading
  const pathOf = (partner: MapPartner) => partnerDetailPath(partner.bpType, partner.id)
  const hrefOf = (partner: MapPartner) =>
    localizePath(pathOf(partner), isLanguage(language) ? language : DEFAULT_LANGUAGE)

  if (reading.error) return <QueryError error={reading.error} onRetry={reading.retry} />
  const note = stopped
    ? t('map.stopped', { count: pinCount })
    : !complete
      ? t('map.loading')
      : [t('map.shown', { count: pinCount }), unplaced > 0 ? t('map.unplaced', { count: unplaced }) : '']
          .filter(Boolean)
          .join(' ')
  return (
    <div className={styles.wrap} aria-busy={(!complete && !stopped) || undefined}>
      {progress && (
        <ProgressBar
          label={t('map.progressLabel')}
          value={progress.done}
          max={progress.total}
          valueText={t('map.reading', { done: progress.done, total: progress.total, count: pinCount })}
          cancel={{ text: t('map.cancel'), onCancel: reading.cancel }}
        />
      )}
      <MapCanvas
        land={world.land}
        pins={pins}
        pinCount={pinCount}
        label={label}
        hrefOf={hrefOf}
        onOpen={(partner) => void navigate(pathOf(partner))}
        isChosen={chosen.size > 0 ? (partner) => chosen.has(partner.id) : undefined}
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
              {note}
            </p>
            {stopped && (
              <Button size="sm" variant="secondary" onClick={reading.retry}>
                {t('map.readAll')}
              </Button>
            )}
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
