import { Suspense, useState } from 'react'

import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { lazyNamed } from './lazy-named'

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
