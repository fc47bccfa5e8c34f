import type { InputHTMLAttributes } from 'react'

import * as styles from './edit-form.module.css'

type TextFieldProps = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** What is wrong with the value, shown under it and announced with the field. */
  problem?: string
  hint?: string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>

/** A labelled text input of an edit form, its hint and problem tied to it for screen readers. */
export function TextField({ id, label, value, onChange, problem, hint, ...input }: TextFieldProps) {
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        {...input}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  )
}
