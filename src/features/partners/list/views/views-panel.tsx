import { useState } from 'react'

import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { PARTNER_LIST_ROUTES, type PartnerListKind } from '@/config/routes'
import { DEFAULT_LANGUAGE, isLanguage, localizePath } from '@/config/site'
import { confirmDialog } from '@/stores/dialog-store'

import type { ListState } from '../../model/list-state'

import { viewQuery, type SavedView } from './saved-views'
import { useSavedViews } from './use-saved-views'
import { ViewNameForm } from './view-name-form'
import * as styles from './views-panel.module.css'

type ViewsPanelProps = {
  kind: PartnerListKind
  state: ListState
  /** Closes the menu: a view's link was followed. */
  onClose: () => void
}

/**
 * The contents of a list's views menu: Save view, then each saved view as a link
 * to its address, with Rename, Delete and Copy link. Loaded when the menu first opens.
 */
export function ViewsPanel({ kind, state, onClose }: ViewsPanelProps) {
  const { t } = useTranslation()
  const { language } = useI18next()
  const { views, save, rename, remove } = useSavedViews(kind)
  const [editing, setEditing] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const addressOf = (view: SavedView) => `${PARTNER_LIST_ROUTES[kind].path}${view.query}`

  async function confirmRemove(view: SavedView) {
    const confirmed = await confirmDialog({
      title: t('list.views.deleteTitle'),
      message: t('list.views.deleteMessage', { name: view.name }),
      confirmText: t('list.views.delete'),
      tone: 'danger',
    })
    if (!confirmed) return
    remove(view.id)
    setAnnouncement(t('list.views.deleted', { name: view.name }))
  }

  async function copyLink(view: SavedView) {
    const path = localizePath(addressOf(view), isLanguage(language) ? language : DEFAULT_LANGUAGE)
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).href)
      setAnnouncement(t('list.views.copied'))
    } catch {
      setAnnouncement(t('list.views.copyFailed'))
    }
  }

  return (
    <div className={styles.contents}>
      {editing === '' ? (
        <ViewNameForm
          submitText={t('list.views.save')}
          onCancel={() => setEditing(null)}
          onSubmit={(name) => {
            save(name, viewQuery(state))
            setEditing(null)
            setAnnouncement(t('list.views.saved', { name: name.trim() }))
          }}
        />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setEditing('')}>
          {t('list.views.saveView')}
        </Button>
      )}
      {views.length === 0 ? (
        <p className={styles.none}>{t('list.views.none')}</p>
      ) : (
        <ul className={styles.views} aria-label={t('list.views.listLabel')}>
          {views.map((view) => (
            <li key={view.id} className={styles.view}>
              {editing === view.id ? (
                <ViewNameForm
                  initialName={view.name}
                  submitText={t('list.views.save')}
                  onCancel={() => setEditing(null)}
                  onSubmit={(name) => {
                    rename(view.id, name)
                    setEditing(null)
                    setAnnouncement(t('list.views.renamed', { name: name.trim() }))
                  }}
                />
              ) : (
                <>
                  <Link to={addressOf(view)} className={styles.viewLink} onClick={() => onClose()}>
                    {view.name}
                  </Link>
                  <span className={styles.viewActions}>
                    {(
                      [
                        ['rename', () => setEditing(view.id)],
                        ['copy', () => void copyLink(view)],
                        ['delete', () => void confirmRemove(view)],
                      ] as const
                    ).map(([action, run]) => (
                      <Button
                        key={action}
                        variant="ghost"
                        size="sm"
                        aria-label={t(`list.views.${action}Named`, { name: view.name })}
                        onClick={run}
                      >
                        {t(`list.views.${action}`)}
                      </Button>
                    ))}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  )
}
