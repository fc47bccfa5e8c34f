type Option<T extends string> = { value: T }

/** What the 'All' row shows: every option, or none (no filter), is 'all'; anything between is 'some'. */
export type AllState = 'all' | 'some'

/** `values` in the options' order, without duplicates or values no option has. */
export function orderedSelection<T extends string>(options: readonly Option<T>[], values: readonly T[]): T[] {
  const chosen = new Set(values)
  return options.filter((option) => chosen.has(option.value)).map((option) => option.value)
}

/** `values` with `value` added, or removed when it was there; in the options' order. */
export function toggleValue<T extends string>(
  options: readonly Option<T>[],
  values: readonly T[],
  value: T,
): T[] {
  const chosen = new Set(values)
  if (chosen.has(value)) chosen.delete(value)
  else chosen.add(value)
  return orderedSelection(options, [...chosen])
}

export function allState<T extends string>(options: readonly Option<T>[], values: readonly T[]): AllState {
  const count = orderedSelection(options, values).length
  return count === 0 || count === options.length ? 'all' : 'some'
}
