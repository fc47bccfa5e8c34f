import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import * as styles from './button.module.css'

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  /** 'primary' when left out. */
  variant?: ButtonVariant
  size?: 'md' | 'sm'
  /** Shows a spinner and ignores activation until the work finishes. */
  loading?: boolean
  /** Decoration before the label, e.g. an icon from './icons'; hidden from assistive technology. */
  icon?: ReactNode
}

/**
 * The app's button. While `loading` it uses `aria-disabled` and swallows clicks instead of the
 * `disabled` attribute: a disabled button drops keyboard focus to <body>, so someone who pressed
 * Save with the keyboard would lose their place exactly when the work starts. Swallowing the click
 * (preventDefault) also stops a submit button from submitting its form again. A caller's own
 * `aria-disabled` (an action that cannot be taken now, and says why in its description) is kept.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    icon,
    type = 'button',
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui')
  const classes = [styles.button, styles[variant], size === 'sm' ? styles.sm : undefined, className]

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }

  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      onClick={handleClick}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )
      )}
      {children}
      {loading && <span className="visually-hidden">{t('button.working')}</span>}
    </button>
  )
})
