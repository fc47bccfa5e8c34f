import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import { MAX_VIEW_NAME } from './saved-views'
import * as styles from './views-panel.module.css'

type ViewNameFormProps = {
  initialName?: string
  submitText: string
  onSubmit: (name: string) => void
  onCancel: () => void
}

/** Names a view (Save view, Rename): a field that takes focus, Enter saves, Escape cancels. */
export function ViewNameForm({ initialName = '', submitText, onSubmit, onCancel }: ViewNameFormProps) {
  const { t } = useTranslation()
  const id = useId()
  const [name, setName] = useState(initialName)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (name.trim()) onSubmit(name)
  }

  function cancelOnEscape(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return
    // Only the form closes: the menu around it stays open (views-menu.tsx ignores it then).
    event.preventDefault()
    onCancel()
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {t('list.views.name')}
      </label>
      <input
        id={id}
        className={styles.input}
        value={name}
        maxLength={MAX_VIEW_NAME}
        required
        // The form opens on the user's request: their next keystroke is the name.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        onKeyDown={cancelOnEscape}
      />
      <div className={styles.formActions}>
        <Button type="submit" size="sm">
          {submitText}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('list.views.cancel')}
        </Button>
      </div>
    </form>
  )
}
