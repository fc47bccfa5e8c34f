import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { useEffectEvent } from '@/components/use-effect-event'

import { RemoveIcon, SearchIcon } from './icons'
import * as styles from './search-input.module.css'

type SearchInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'ref' | 'onCompositionStart' | 'onCompositionEnd'
> & {
  /** The search in effect (e.g. from the URL); changing it from outside replaces the typed text. */
  value: string
  /** Called debounceMs after typing stops, at once on Enter or when cleared; never with an unchanged value. */
  onChange: (value: string) => void
  /** Defaults to "Search". */
  label?: string
  /** Keeps the label for screen readers only. */
  labelHidden?: boolean
  /** Defaults to "Search". */
  placeholder?: string
  /** Defaults to "No matches found". */
  emptyText?: string
  /** Announces emptyText and links it to the field as its description. */
  noMatches?: boolean
  debounceMs?: number
}

/**
 * The search field of the lists. Typing shows at once and searches after a pause; while an input
 * method is composing (bopomofo, pinyin) nothing is sent, so half-typed syllables are never searched.
 * `className` goes on the wrapper; other props go on the `<input>`.
 */
export function SearchInput({
  value,
  onChange,
  label,
  labelHidden = false,
  placeholder,
  emptyText,
  noMatches = false,
  debounceMs = 300,
  id,
  className,
  onKeyDown,
  'aria-describedby': describedBy,
  ...rest
}: SearchInputProps) {
  const { t } = useTranslation('ui')
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const emptyId = `${inputId}-empty`
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(value)
  const [pending, setPending] = useState(false)
  const [composing, setComposing] = useState(false)
  // The value last seen and the value last sent: a new `value` that is not the echo of what we
  // sent came from outside (back/forward, a reset) and replaces the text and any pending send.
  const [seen, setSeen] = useState(value)
  const [sent, setSent] = useState<string | null>(null)
  if (value !== seen) {
    setSeen(value)
    setSent(null)
    if (value !== sent) {
      setText(value)
      setPending(false)
    }
  }

  function send(next: string) {
    setPending(false)
    if (next === (sent ?? value)) return
    setSent(next)
    onChange(next)
  }

  const sendText = useEffectEvent(() => send(text))
  useEffect(() => {
    if (!pending || composing) return
    const timer = window.setTimeout(sendText, debounceMs)
    return () => window.clearTimeout(timer)
  }, [pending, composing, text, debounceMs])

  function clear() {
    setText('')
    send('')
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event)
    if (event.defaultPrevented || event.nativeEvent.isComposing) return
    if (event.key === 'Enter') send(text)
    if (event.key === 'Escape' && text !== '') {
      // Escape empties the field first; only an empty field lets it reach a dialog around it.
      event.preventDefault()
      event.stopPropagation()
      clear()
    }
  }

  return (
    <div className={[styles.search, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={labelHidden ? 'visually-hidden' : styles.label}>
        {label ?? t('search.label')}
      </label>
      <div className={styles.field}>
        <SearchIcon className={styles.icon} />
        <input
          autoComplete="off"
          enterKeyHint="search"
          {...rest}
          ref={inputRef}
          id={inputId}
          type="search"
          className={styles.input}
          value={text}
          placeholder={placeholder ?? t('search.placeholder')}
          aria-describedby={
            [describedBy, noMatches ? emptyId : undefined].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => {
            setText(event.target.value)
            setPending(true)
          }}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={() => setComposing(false)}
          onKeyDown={handleKeyDown}
        />
        {text !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('search.clear')}
            onClick={() => {
              clear()
              inputRef.current?.focus()
            }}
          >
            <RemoveIcon />
          </button>
        )}
      </div>
      {/* Always in the page: a live region only announces changes to content it already had. */}
      <p id={emptyId} role="status" className={styles.empty}>
        {noMatches ? (emptyText ?? t('search.empty')) : null}
      </p>
    </div>
  )
}
