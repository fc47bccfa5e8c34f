export type LonLat = [longitude: number, latitude: number]

// Web Mercator cannot show the poles; no partner sits beyond its ±85° anyway.
const MAX_LATITUDE = 85

/**
 * The partner's point as [longitude, latitude], or null when the record has none worth drawing:
 * missing, not finite, out of range, or exactly 0,0 (the value a blank form leaves, a spot in the
 * Gulf of Guinea where no shop stands).
 */
export function mapPoint(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): LonLat | null {
  if (latitude == null || longitude == null) return null
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  if (Math.abs(latitude) > MAX_LATITUDE || Math.abs(longitude) > 180) return null
  if (latitude === 0 && longitude === 0) return null
  return [longitude, latitude]
}

/** Whether a country value can name a map country at all (ISO 3166-1 alpha-2), before loading the atlas. */
export function looksLikeCountryCode(country: string | null | undefined): country is string {
  return country != null && /^[A-Za-z]{2}$/.test(country.trim())
}
