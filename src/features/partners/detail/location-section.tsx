import { useTranslation } from 'react-i18next'

import type { BusinessPartner } from '@/entities/business-partner'
import { countryName } from '@/lib/countries'

import { addressLines, validPosition } from '../model/place'

import { DetailCard } from './detail-card'
import { LocationMap } from './location-map/location-map'
import * as styles from './partner-detail.module.css'

type LocationSectionProps = {
  partner: BusinessPartner
  /**
   * Whether to draw the map yet: its code and atlas wait for the partner's records
   * (usePartnerRecords).
   */
  showMap: boolean
}

/** Where it is: the full address, the coordinates with a link to a map service, and a map drawn here. */
export function LocationSection({ partner, showMap }: LocationSectionProps) {
  const { t, i18n } = useTranslation()
  const { t: detail } = useTranslation('detail')
  const position = validPosition(partner)
  return (
    <DetailCard id="location" title={detail('sections.location.title')}>
      <address className={styles.address} aria-label={t('partner.address')}>
        {addressLines(partner, i18n.language).map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
      {position ? (
        <p className={styles.coordinates}>
          <span>
            {t('partner.coordinates')}: {position.latitude.toFixed(5)}, {position.longitude.toFixed(5)}
          </span>{' '}
          <a
            href={`https://www.openstreetmap.org/?mlat=${position.latitude}&mlon=${position.longitude}#map=16/${position.latitude}/${position.longitude}`}
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
        load={showMap}
        country={partner.country}
        latitude={position?.latitude}
        longitude={position?.longitude}
        label={detail('map.label', {
          name: partner.name,
          country: countryName(partner.country, i18n.language),
        })}
      />
    </DetailCard>
  )
}
