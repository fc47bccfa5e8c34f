import { create } from 'zustand'

type RedirectOutcome =
  { status: 'pending' } | { status: 'signed-in'; customState?: string } | { status: 'failed'; error: unknown }

type RedirectOutcomeState = {
  outcome: RedirectOutcome
  customState?: string
  settle: (outcome: RedirectOutcome) => void
  setCustomState: (customState: string) => void
}

/**
 * What Amplify's redirect sign-in ended with. Amplify finishes the flow as soon as it is
 * configured, before any React component mounts, so its Hub events are kept here for the
 * callback page to read.
 */
export const useRedirectOutcomeStore = create<RedirectOutcomeState>()((set) => ({
  outcome: { status: 'pending' },
  settle: (outcome) => set({ outcome }),
  setCustomState: (customState) => set({ customState }),
}))
