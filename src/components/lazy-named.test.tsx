import { Suspense, useState } from 'react'

import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { lazyNamed, loadAfter } from './lazy-named'

const module = {
  Greeting: ({ name }: { name: string }) => <p>Hello, {name}</p>,
  Farewell: () => <p>Goodbye</p>,
}

describe('lazyNamed', () => {
  it('renders the named export once the module has loaded, with its props', async () => {
    const Greeting = lazyNamed(() => Promise.resolve(module), 'Greeting')
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ada" />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeInTheDocument()
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument()
    expect(screen.queryByText('Goodbye')).not.toBeInTheDocument()
  })
})

describe('lazyNamed, preloaded', () => {
  it('renders at once, without its fallback, once preload has settled', async () => {
    const Greeting = lazyNamed(() => Promise.resolve(module), 'Greeting')
    await Greeting.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ada" />
      </Suspense>,
    )
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
  })

  it('loads its chunk once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(module))
    const Farewell = lazyNamed(load, 'Farewell')
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Farewell />
      </Suspense>,
    )
    await act(async () => {
      await Farewell.preload()
      await Farewell.preload()
    })
    expect(await screen.findByText('Goodbye')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a chunk that failed to load', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(module)
    const Farewell = lazyNamed(load, 'Farewell')
    await expect(Farewell.preload()).rejects.toThrow('offline')
    await Farewell.preload()
    render(<Farewell />)
    expect(screen.getByText('Goodbye')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps the state of an instance first rendered before its chunk loaded', async () => {
    const counter = {
      Counter: () => {
        const [count, setCount] = useState(0)
        return <button onClick={() => setCount(count + 1)}>Count {count}</button>
      },
    }
    const Counter = lazyNamed(() => Promise.resolve(counter), 'Counter')
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Counter />
      </Suspense>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Count 0' }))
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Counter />
      </Suspense>,
    )
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument()
  })
})

describe('loadAfter', () => {
  const chunk = () => {
    let load = () => {}
    let fail = () => {}
    const preload = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          load = resolve
          fail = () => reject(new Error('offline'))
        }),
    )
    return { preload, load: () => load(), fail: () => fail() }
  }
  const waiter = () => {
    let go = () => {}
    const cancel = vi.fn()
    const wait = (next: () => void) => {
      go = next
      return cancel
    }
    return { wait, go: () => go(), cancel }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('loads the chunks once the wait is over, and runs once all have loaded or failed', async () => {
    const { wait, go } = waiter()
    const sections = chunk()
    const line = chunk()
    const run = vi.fn()
    loadAfter(wait, [sections, line], run)
    expect(sections.preload).not.toHaveBeenCalled()

    go()
    expect(sections.preload).toHaveBeenCalledOnce()
    sections.load()
    await settle()
    expect(run).not.toHaveBeenCalled()

    line.fail()
    await settle()
    expect(run).toHaveBeenCalledOnce()
  })

  it('cancelled while waiting, cancels the wait; cancelled while loading, never runs', async () => {
    const first = waiter()
    loadAfter(first.wait, [chunk()], vi.fn())()
    expect(first.cancel).toHaveBeenCalledOnce()

    const second = waiter()
    const sections = chunk()
    const run = vi.fn()
    const cancel = loadAfter(second.wait, [sections], run)
    second.go()
    cancel()
    sections.load()
    await settle()
    expect(run).not.toHaveBeenCalled()
  })
})
