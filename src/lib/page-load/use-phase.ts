import { useEffect, useState } from 'react'

import { phasePassed, whenPhase, type Phase } from './phases'

/**
 * False until the page has passed `phase` (phases.ts), then true: for a query or a part that may
 * wait. What mounts once the phase has passed is true at once.
 */
export function usePhase(phase: Phase): boolean {
  const [passed, setPassed] = useState(() => phasePassed(phase))
  useEffect(() => {
    if (passed) return
    return whenPhase(phase, () => setPassed(true))
  }, [passed, phase])
  return passed
}
