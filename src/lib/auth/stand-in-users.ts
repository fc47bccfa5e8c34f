/** The demo users the local sign-in stand-in offers (development only). */
export const STAND_IN_USERS = [
  { name: 'Mei-Ling Chen', email: 'mei-ling.chen@example.com' },
  { name: 'Lukas Becker', email: 'lukas.becker@example.com' },
  { name: 'Avery Johnson', email: 'avery.johnson@example.com' },
] as const

export type StandInUser = { name: string; email: string }
