import { Button } from './button'
import * as styles from './progress-bar.module.css'

type ProgressBarProps = {
  /** What is progressing: the bar's accessible name. */
  label: string
  /** Steps finished (done, skipped or failed) and the whole. */
  value: number
  max: number
  /** The numbers in words ("120 done, 3 failed, 217 left"), read by screen readers and shown under the bar. */
  valueText: string
  /** Stops the work: a button beside the bar ("Cancel", "Stop"), under it on a narrow screen. */
  cancel?: { text: string; onCancel: () => void }
  /** Placed by its container (how wide it may grow). */
  className?: string
}

/**
 * The one progress bar of long work (a bulk change, a large export, reading every match): a
 * `role="progressbar"` whose numbers are also written out, so nobody has to read a bar's width,
 * with its Cancel beside it when the work can be stopped.
 */
export function ProgressBar({ label, value, max, valueText, cancel, className }: ProgressBarProps) {
  const whole = Math.max(max, 0)
  const now = Math.min(Math.max(value, 0), whole)
  const percent = whole === 0 ? 0 : (now / whole) * 100
  const bar = (
    <div className={cancel ? styles.progress : [styles.progress, className].filter(Boolean).join(' ')}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={whole}
        aria-valuenow={now}
        aria-valuetext={valueText}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.numbers} aria-hidden="true">
        {valueText}
      </p>
    </div>
  )
  if (!cancel) return bar
  return (
    <div className={[styles.task, className].filter(Boolean).join(' ')}>
      {bar}
      <Button size="sm" variant="secondary" onClick={cancel.onCancel}>
        {cancel.text}
      </Button>
    </div>
  )
}
