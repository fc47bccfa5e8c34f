import { useEffect, useId, useRef, useState } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { DropdownIcon } from '@/components/ui/icons'
import { ProgressBar } from '@/components/ui/progress-bar'
import { errorI18nKeys } from '@/lib/data-service/errors'
import { useMayChange, useRole } from '@/lib/auth/role'
import { confirmDialog } from '@/stores/dialog-store'

import { downloadReportCsv } from '../run/report-csv'
import { sayWords } from '../run/report-words'
import {
  cancelRun,
  dismissRun,
  retryFailed,
  undoLastChange,
  useBulkRunStore,
  type CurrentRun,
} from '../run/run-store'

import { runNumbers } from './report-rows'
import { RunReportDialog } from './run-report-dialog'
import * as styles from './run-panel.module.css'

/**
 * The bulk change going on, or its end, on whatever page the user is: a compact panel at the
 * bottom of the window (the page frame loads it while a run exists). Never takes focus: it is
 * last in the tab order, a named region, and says politely when a run starts and ends.
 */
export function RunPanel() {
  const run = useBulkRunStore((state) => state.run)
  // A new run (a retry, an undo) starts with the panel open and its report closed.
  return run ? <RunPanelOf key={run.id} run={run} /> : null
}

/** The reason of a write the data service refused for this account (a 403). */
const REFUSED = errorI18nKeys.forbidden

const isEnded = (run: CurrentRun) => run.status === 'finished' || run.status === 'cancelled'

function RunPanelOf({ run }: { run: CurrentRun }) {
  const { t, i18n } = useTranslation('run')
  const titleId = useId()
  const bodyId = useId()
  const [open, setOpen] = useState(true)
  const [reporting, setReporting] = useState(false)
  const title = sayWords(t, run.title, i18n.language)
  const { ended, left } = runNumbers(run)
  const counts = { done: run.done, skipped: run.skipped, failed: run.failed, left }
  const over = isEnded(run)
  const summary = t(run.status === 'cancelled' ? 'panel.cancelledSummary' : 'panel.summary', counts)
  const progress = t(run.skipped > 0 ? 'panel.progressSkipped' : 'panel.progress', counts)
  const announcer = useAnnouncement(run, title, summary)
  const { panel, room } = useRoomBelowPage()
  // A write refused for this account (403) stopped the run: say so, and the role the new token gave.
  const mayChange = useMayChange()
  const role = useRole((state) => state.role)
  const refused = over && run.results.some((line) => line.kind === 'failed' && line.reason.key === REFUSED)

  const askToUndo = async () => {
    const confirmed = await confirmDialog({
      title: t('panel.undoTitle'),
      message: t('panel.undoQuestion', { count: run.done, title }),
      confirmText: t('panel.undo'),
      tone: 'danger',
    })
    if (confirmed) undoLastChange()
  }

  return (
    <>
      <div className={styles.room} style={{ height: room }} aria-hidden="true" />
      <section ref={panel} className={styles.panel} aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 id={titleId} className={open ? styles.title : `${styles.title} ${styles.oneLine}`}>
            {title}
          </h2>
          <Button
            size="sm"
            variant="ghost"
            className={styles.toggle}
            icon={<DropdownIcon />}
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            {t('panel.details')}
          </Button>
        </div>
        {!open && (
          <p className={styles.short}>{over ? summary : t('panel.short', { ended, total: run.total })}</p>
        )}
        {open && (
          <div id={bodyId} className={styles.body}>
            {over ? (
              <>
                <p className={styles.summary}>{summary}</p>
                {refused && (
                  <p className={styles.summary}>
                    {t('panel.refused')}{' '}
                    {role && t('detail:edit.roleNow', { role: t(`common:role.${role}`) })}
                  </p>
                )}
                <div className={styles.actions}>
                  <Button size="sm" onClick={() => setReporting(true)}>
                    {t('panel.showReport')}
                  </Button>
                  {run.failed > 0 && mayChange && (
                    <Button size="sm" variant="secondary" onClick={() => retryFailed()}>
                      {t('panel.retry')}
                    </Button>
                  )}
                  {run.canUndo && mayChange && (
                    <Button size="sm" variant="secondary" onClick={() => void askToUndo()}>
                      {t('panel.undo')}
                    </Button>
                  )}
                  <Button size="sm" variant="secondary" onClick={() => downloadReportCsv(run.results, t)}>
                    {t('panel.download')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => dismissRun()}>
                    {t('panel.close')}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <ProgressBar label={title} value={ended} max={run.total} valueText={progress} />
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={run.status === 'cancelling'}
                    onClick={() => cancelRun()}
                  >
                    {run.status === 'cancelling' ? t('panel.cancelling') : t('panel.cancel')}
                  </Button>
                </div>
              </>
            )}
          </div>
        )}
        <p ref={announcer} role="status" className="visually-hidden" />
        {reporting && <RunReportDialog run={run} summary={summary} onClose={() => setReporting(false)} />}
      </section>
    </>
  )
}

/** Beyond the panel's own height: its margin from the window's bottom edge, and a gap above it. */
const MARGINS = 24

/**
 * Where the page knows how much of the window's bottom the panel takes: what is held at the
 * bottom of the window (a list's selection bar, selection-bar.module.css) stands on it.
 */
const PANEL_ROOM = '--run-panel-room'

/**
 * Room for the panel, which floats over the bottom of the window: at the end of the page, as
 * high as the panel, so the page's last lines (the pager) scroll out from under it; and for what
 * is held at the window's bottom, which stands on it (PANEL_ROOM).
 */
function useRoomBelowPage() {
  const panel = useRef<HTMLElement>(null)
  const [room, setRoom] = useState(0)
  useEffect(() => {
    const element = panel.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => {
      const taken = element.offsetHeight + MARGINS
      setRoom(taken)
      root.setProperty(PANEL_ROOM, `${taken}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty(PANEL_ROOM)
    }
  }, [])
  return { panel, room }
}

/**
 * What each run's panel said last, by run id: a panel mounted again on the next page stays quiet,
 * and a retry, which runs the same run again, is heard starting and ending again.
 */
const said = new Map<CurrentRun['id'], 'started' | 'ended'>()

/**
 * The panel's live region: it says that a run started and how it ended, once each, whichever page
 * the user is on then. Written after the panel has mounted, so it is heard as a change.
 */
function useAnnouncement(run: CurrentRun, title: string, summary: string) {
  const { t } = useTranslation('run')
  const region = useRef<HTMLParagraphElement>(null)
  const over = isEnded(run)
  useEffect(() => {
    const now = over ? 'ended' : 'started'
    if (said.get(run.id) === now || !region.current) return
    said.set(run.id, now)
    region.current.textContent = over ? t('panel.ended', { title, summary }) : t('panel.started', { title })
  }, [run.id, over, title, summary, t])
  return region
}
