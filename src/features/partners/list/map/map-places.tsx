import { useState } from 'react'

import { useTranslation } from 'react-i18next'

import { nameOf, pageCheck } from '../selection/selection-rules'

import type { MapPartner } from './map-pins'
import { placeOf, type MapGroup } from './map-groups'
import * as styles from './partner-map.module.css'

type MapPlacesProps = {
  /** The marks in view, west to east. */
  groups: readonly MapGroup<MapPartner>[]
  /** The partners chosen on the list, by id. */
  chosen: ReadonlyMap<number, unknown>
  onChoose: (partners: readonly MapPartner[], on: boolean) => void
}

/**
 * The partners of the marks in view, place by place, each with a box that chooses it (and one for
 * all of a place): a mark on the map opens or zooms, so choosing is done here, by keyboard too.
 * Folded until asked for, and each place's partners drawn only once it is opened.
 */
export function MapPlaces({ groups, chosen, onChoose }: MapPlacesProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <details className={styles.places} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('map.selection.places', { count: groups.length })}</summary>
      {open && (
        <ul className={styles.placeList}>
          {groups.map((group) => (
            <MapPlace key={group.key} group={group} chosen={chosen} onChoose={onChoose} />
          ))}
        </ul>
      )}
    </details>
  )
}

type MapPlaceProps = Omit<MapPlacesProps, 'groups'> & { group: MapGroup<MapPartner> }

function MapPlace({ group, chosen, onChoose }: MapPlaceProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const { items } = group
  const place = placeOf(items)
  const city = place.city || t('map.selection.unnamedCity')
  const count = items.length
  const here = pageCheck(items, chosen)
  const chosenHere = here === 'none' ? 0 : items.filter((partner) => chosen.has(partner.id)).length
  return (
    <li className={styles.place}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          {place.others
            ? t('map.selection.placeMore', { city, others: place.others, count })
            : t('map.selection.place', { city, count })}
          {chosenHere > 0 && ` · ${t('map.selection.chosen', { count: chosenHere })}`}
        </summary>
        {open && (
          <>
            {count > 1 && (
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  checked={here === 'all'}
                  ref={(box) => {
                    if (box) box.indeterminate = here === 'some'
                  }}
                  onChange={(event) => onChoose(items, event.target.checked)}
                />
                {t('map.selection.here', { count })}
              </label>
            )}
            <ul className={styles.placePartners}>
              {items.map((partner) => (
                <li key={partner.id}>
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      aria-label={t('list.selection.row', { name: nameOf(partner) })}
                      checked={chosen.has(partner.id)}
                      onChange={(event) => onChoose([partner], event.target.checked)}
                    />
                    <span>
                      {partner.name} <span className={styles.city}>{partner.city}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
      </details>
    </li>
  )
}
