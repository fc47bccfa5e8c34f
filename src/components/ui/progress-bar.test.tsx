import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ProgressBar } from './progress-bar'

describe('ProgressBar', () => {
  it('names itself and states its numbers for screen readers', () => {
    render(
      <ProgressBar
        label="Adding a closing date"
        value={30}
        max={120}
        valueText="28 done, 2 failed, 90 left"
      />,
    )
    const bar = screen.getByRole('progressbar', { name: 'Adding a closing date' })
    expect(bar).toHaveAttribute('aria-valuenow', '30')
    expect(bar).toHaveAttribute('aria-valuemax', '120')
    expect(bar).toHaveAttribute('aria-valuetext', '28 done, 2 failed, 90 left')
  })

  it.each([
    { value: -5, max: 10, now: '0' },
    { value: 15, max: 10, now: '10' },
    { value: 3, max: 0, now: '0' },
  ])('keeps $value of $max inside the bar', ({ value, max, now }) => {
    render(<ProgressBar label="Work" value={value} max={max} valueText="" />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', now)
  })

  it('offers its Cancel right after the bar, by keyboard', async () => {
    const onCancel = vi.fn()
    const user = userEvent.setup()
    render(
      <ProgressBar
        label="Export"
        value={1}
        max={4}
        valueText="1 of 4"
        cancel={{ text: 'Cancel export', onCancel }}
      />,
    )
    await user.tab()
    expect(screen.getByRole('button', { name: 'Cancel export' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onCancel).toHaveBeenCalledOnce()
  })
})
