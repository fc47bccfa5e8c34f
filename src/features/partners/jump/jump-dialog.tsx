import { useState, type KeyboardEvent } from 'react'

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { DialogFrame } from '@/components/ui/dialog-frame'
import { OVERVIEW_PATH, partnerDetailPath } from '@/config/routes'

import { dataErrorMessage } from '@/lib/data-service/data-error-message'
import { useUserId } from '@/lib/auth/use-user-id'

import type { JumpOption } from './jump-option'
import { placesMatching, type JumpPlace } from './jump-places'
import { useRecentPartners } from './recent-partners'
import { useJumpSearch } from './use-jump-search'
import * as styles from './jump-dialog.module.css'

type JumpDialogProps = { onClose: () => void }

/** The shortcut as this platform writes it; both work everywhere (app/header/jump-button). */
const shortcut = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl+K')

/**
 * Jump to a partner: a dialog holding a WAI-ARIA combobox (Headless UI) that
 * lists the partners matching what is typed, or with nothing typed the ones opened last;
 * arrows move, Enter opens the partner's detail page, Escape closes. Loaded on first use.
 */
export function JumpDialog({ onClose }: JumpDialogProps) {
  const { t } = useTranslation()
  const { navigate } = useI18next()
  const userId = useUserId()
  const [text, setText] = useState('')
  const { search, options: matches, settled, error } = useJumpSearch(text)
  const recent = useRecentPartners(userId)
  const typed = text.trim() !== ''
  const options = typed ? (search ? matches : []) : recent
  const places = placesMatching(text, [
    { path: OVERVIEW_PATH, label: t('pages.overview'), words: t('jump.places.overviewWords') },
  ])

  // A chosen partner's page takes focus as any new page does (app/route-change-notice).
  function open(option: JumpOption | JumpPlace | null) {
    if (!option) return
    onClose()
    void navigate('path' in option ? option.path : partnerDetailPath(option.bpType, option.id))
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>, activeIndex: number | null) {
    if (event.nativeEvent.isComposing) return
    // One Escape closes the dialog, not first the combobox's list, which is always shown here.
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    }
    // Enter before any option is active opens the first one: typing a name or an account
    // number and pressing Enter is the whole errand.
    if (event.key === 'Enter' && activeIndex === null) {
      event.preventDefault()
      open(places[0] ?? options[0] ?? null)
    }
  }

  const note = error
    ? dataErrorMessage(t, error)
    : typed && settled && options.length === 0 && places.length === 0
      ? t('jump.none')
      : !typed && options.length === 0
        ? t('jump.noRecent')
        : ''

  return (
    // The house dialog: focus kept inside, the page behind inert, focus back where it was on close.
    <DialogFrame title={t('jump.title')} onClose={onClose} placement="top" panelClassName={styles.panel}>
      <Combobox value={null} onChange={open} immediate>
        {({ activeIndex }) => (
          <>
            <ComboboxInput
              data-autofocus
              className={styles.input}
              aria-label={t('jump.label')}
              placeholder={t('jump.placeholder')}
              autoComplete="off"
              displayValue={() => text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => handleKeyDown(event, activeIndex)}
            />
            {!typed && options.length > 0 ? <p className={styles.heading}>{t('jump.recent')}</p> : null}
            <ComboboxOptions static modal={false} className={styles.options} aria-label={t('jump.results')}>
              {places.map((place) => (
                <ComboboxOption key={place.path} value={place} className={styles.option}>
                  <span className={styles.name}>{place.label}</span>
                  <span className={styles.meta}>{t('jump.places.heading')}</span>
                </ComboboxOption>
              ))}
              {options.map((option) => (
                <ComboboxOption key={option.id} value={option} className={styles.option}>
                  <span className={styles.name}>{option.name}</span>
                  <span className={styles.meta}>
                    {[
                      t(`bpType.${option.bpType}`),
                      option.city,
                      option.status ? t(`status.${option.status}`) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </ComboboxOption>
              ))}
            </ComboboxOptions>
          </>
        )}
      </Combobox>
      <p role={error ? 'alert' : 'status'} className={error ? styles.error : styles.note}>
        {note}
      </p>
      <p className={styles.note}>{t('jump.hint', { shortcut: shortcut() })}</p>
    </DialogFrame>
  )
}
