import * as styles from './progress-bar.module.css'

type ProgressBarProps = {
  /** What is progressing: the bar's accessible name. */
  label: string
  /** Steps finished (done, skipped or failed) and the whole. */
  value: number
  max: number
  /** The numbers in words ("120 done, 3 failed, 217 left"), read by screen readers and shown under the bar. */
  valueText: string
}

/**
 * The one progress bar of long work (a bulk change, a large export, reading every match): a
 * `role="progressbar"` whose numbers are also written out, so nobody has to read a bar's width.
 */
export function ProgressBar({ label, value, max, valueText }: ProgressBarProps) {
  const whole = Math.max(max, 0)
  const now = Math.min(Math.max(value, 0), whole)
  const percent = whole === 0 ? 0 : (now / whole) * 100
  return (
    <div className={styles.progress}>
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
}
