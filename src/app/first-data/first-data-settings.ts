import type { Env } from '../../config/env'

/**
 * What the first script of a page needs of the build's settings, parsed by env.ts when the
 * script is built (scripts/build/first-script.ts). Its own module, with relative imports only:
 * gatsby-node (compiled by Parcel, which knows no '@/') reads it too.
 */
export const FIRST_DATA_SETTINGS = [
  'GATSBY_DATA_SERVICE_URL',
  'GATSBY_DATA_API_KEY',
  'GATSBY_DATA_AUTH_URL',
  'GATSBY_DATA_TOKEN_URL',
  'GATSBY_DATA_CLIENT_ID',
  'GATSBY_DATA_CLIENT_SECRET',
  'GATSBY_DATA_SCOPES',
  'GATSBY_COGNITO_DOMAIN',
  'GATSBY_COGNITO_CLIENT_ID',
] as const satisfies readonly (keyof Env)[]

export type FirstDataSettings = Pick<Env, (typeof FIRST_DATA_SETTINGS)[number]>
