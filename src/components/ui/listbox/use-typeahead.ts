import { useCallback, useEffect, useRef } from 'react'

import { TYPEAHEAD_RESET_MS } from './constants'

/**
 * The characters typed since the last pause. `type` adds one and returns the whole string;
 * The string starts afresh after 350 ms without typing.
 */
export function useTypeahead() {
  const typed = useRef('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const type = useCallback((character: string) => {
    clearTimeout(timer.current)
    typed.current += character
    timer.current = setTimeout(() => {
      typed.current = ''
    }, TYPEAHEAD_RESET_MS)
    return typed.current
  }, [])

  /** True while a string is being typed: Space then belongs to it ("United States"). */
  const isTyping = useCallback(() => typed.current !== '', [])

  return { type, isTyping }
}
