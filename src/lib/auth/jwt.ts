/** Reads a JWT's payload without trusting it for anything but display and expiry checks. */
export function readJwtClaims(token: string | undefined | null): Record<string, unknown> {
  const payload = token?.split('.')[1]
  if (!payload) return {}
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0))
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function stringClaim(claims: Record<string, unknown>, name: string): string {
  const value = claims[name]
  return typeof value === 'string' ? value : ''
}
