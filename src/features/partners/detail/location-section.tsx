import { useTranslation } from 'react-i18next'

import type { BusinessPartner } from '@/entities/business-partner'
import { countryName } from '@/lib/countries'

import { LocationMap } from './location-map/location-map'
import * as styles from './partner-detail.module.css'

/** Latitude and longitude when both are real coordinates; 0,0 is "none" in most data. */
export function coordinatesOf({ latitude, longitude }: BusinessPartner): [number, number] | undefined {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0))
    return undefined
  return [latitude, longitude]
}

/** Where it is: the full address, the coordinates with a link to a map service, and a map drawn here. */
export function LocationSection({ partner }: { partner: BusinessPartner }) {
  const { t, i18n } = useTranslation()
  const { t: detail } = useTranslation('detail')
  const country = countryName(partner.country, i18n.language)
  const coordinates = coordinatesOf(partner)
  const lines = [
    partner.street,
    [partner.zipcode, partner.city].filter(Boolean).join(' '),
    partner.district,
    partner.stateProvince,
    country,
  ].filter((line): line is string => Boolean(line))
  return (
    <section id="location" aria-labelledby="location-title" className={styles.section}>
      <h2 id="location-title" className={styles.sectionTitle}>
        {detail('sections.location.title')}
      </h2>
      <address className={styles.address} aria-label={t('partner.address')}>
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
      {coordinates ? (
        <p className={styles.coordinates}>
          <span>
            {t('partner.coordinates')}: {coordinates[0].toFixed(5)}, {coordinates[1].toFixed(5)}
          </span>{' '}
          <a
            href={`https://www.openstreetmap.org/?mlat=${coordinates[0]}&mlon=${coordinates[1]}#map=16/${coordinates[0]}/${coordinates[1]}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {detail('sections.location.mapLink')}
          </a>
        </p>
      ) : (
        <p className={styles.empty}>{detail('sections.location.noCoordinates')}</p>
      )}
      <LocationMap
        country={partner.country}
        latitude={coordinates?.[0]}
        longitude={coordinates?.[1]}
        label={detail('map.label', { name: partner.name, country })}
      />
    </section>
  )
}
