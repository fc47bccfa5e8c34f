import { useState, type FormEvent } from 'react'

import { useTranslation } from 'react-i18next'

import type { Role } from '@/lib/auth/role'
import { encodeStandInCode } from '@/lib/auth/stand-in-client'
import { STAND_IN_USERS, type StandInUser } from '@/lib/auth/stand-in-users'
import { useLocationSearch } from '@/lib/use-location-search'

import * as styles from './auth-card.module.css'
import * as local from './stand-in-screen.module.css'

/**
 * Plays the hosted sign-in page for development (no Cognito settings): choose a role, pick or
 * type a demo user, and the browser returns to /auth/callback/ with a code and the echoed state.
 * The role becomes the id token's Cognito group, which the (mock) token broker turns into scopes.
 */
export function StandInScreen() {
  const { t } = useTranslation()
  const params = new URLSearchParams(useLocationSearch())
  const redirectUri = sameOriginUrl(params.get('redirect_uri'))
  const state = params.get('state')
  const [typed, setTyped] = useState({ name: '', email: '' })
  const [role, setRole] = useState<Role>('editor')

  if (!redirectUri || !state) {
    return (
      <section className={styles.card} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          {t('standIn.title')}
        </h1>
        <p className={styles.intro}>{t('standIn.badRequest')}</p>
      </section>
    )
  }

  const returnWith = (params: Record<string, string>) => {
    window.location.assign(
      `${redirectUri.origin}${redirectUri.pathname}?${new URLSearchParams({ ...params, state })}`,
    )
  }
  const finish = (user: Omit<StandInUser, 'role'>) =>
    returnWith({ code: encodeStandInCode({ name: user.name, email: user.email, role }) })
  const cancel = () => returnWith({ error: 'access_denied' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    finish({ name: typed.name.trim(), email: typed.email.trim() })
  }

  return (
    <section className={styles.card} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('standIn.title')}
      </h1>
      <p className={styles.intro}>{t('standIn.intro')}</p>
      <fieldset className={local.roles}>
        <legend className={local.heading}>{t('standIn.role')}</legend>
        {ROLES.map((choice) => (
          <label key={choice} className={local.role}>
            <input
              type="radio"
              name="role"
              value={choice}
              checked={role === choice}
              onChange={() => setRole(choice)}
            />
            {t(`role.${choice}`)}
          </label>
        ))}
      </fieldset>
      <h2 className={local.heading}>{t('standIn.pick')}</h2>
      <ul className={local.users}>
        {STAND_IN_USERS.map((user) => (
          <li key={user.email}>
            <button type="button" className={local.user} onClick={() => finish(user)}>
              <span className={local.userName}>{user.name}</span>
              <span className={local.userEmail}>{user.email}</span>
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className={local.form}>
        <h2 className={local.heading}>{t('standIn.orType')}</h2>
        <label className={local.field}>
          {t('standIn.name')}
          <input
            required
            value={typed.name}
            onChange={(event) => setTyped({ ...typed, name: event.target.value })}
            autoComplete="name"
          />
        </label>
        <label className={local.field}>
          {t('standIn.email')}
          <input
            required
            type="email"
            value={typed.email}
            onChange={(event) => setTyped({ ...typed, email: event.target.value })}
            autoComplete="email"
          />
        </label>
        <button type="submit" className={styles.primary}>
          {t('standIn.continue')}
        </button>
      </form>
      <button type="button" className={`${styles.secondary} ${local.cancel}`} onClick={cancel}>
        {t('standIn.cancel')}
      </button>
    </section>
  )
}

/** Editor first: what a developer usually wants to try. */
const ROLES: readonly Role[] = ['editor', 'viewer']

/** The redirect target, only when it is on this site (never send a code elsewhere). */
function sameOriginUrl(value: string | null): URL | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.origin === window.location.origin ? url : undefined
  } catch {
    return undefined
  }
}
