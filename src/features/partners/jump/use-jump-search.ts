import { useEffect, useMemo, useState } from 'react'

import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { partnerListQuery } from '../api/partner-queries'

import { toJumpOption, type JumpOption } from './jump-option'

/** The first 10 matches, asked for once typing pauses this long. */
const JUMP_RESULTS = 10
const JUMP_DEBOUNCE_MS = 200

/**
 * The partners whose name, account number or city hold the typed text (the data service's
 * `q`), asked for after a pause in typing; nothing is asked while the field is empty.
 */
export function useJumpSearch(text: string) {
  const [search, setSearch] = useState(() => text.trim())
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), JUMP_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text])

  const query = useQuery({
    ...partnerListQuery('all', { search, pageSize: JUMP_RESULTS }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  })
  const options = useMemo<JumpOption[]>(
    () => (query.data?.list ?? []).flatMap((partner) => toJumpOption(partner) ?? []),
    [query.data],
  )
  // While the next search waits for the pause, the previous matches stay listed.
  const settled = search === text.trim() && !query.isFetching
  return { search, options, settled, error: query.isError ? query.error : undefined }
}
