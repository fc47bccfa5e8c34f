import { Suspense, useState } from 'react'

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { lazyNamed } from './lazy-named'
import { ErrorBoundary } from './ui/error-boundary'

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

describe('lazyNamed, when its code cannot be loaded', () => {
  /** The part's warning, and React's development log of the error its boundary caught. */
  const expectTheLogs = () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  }
  const failingOnce = () =>
    vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(module)

  it('fails where it renders, with Try again, and the rest of the page stays', async () => {
    expectTheLogs()
    const load = failingOnce()
    const Farewell = lazyNamed(load, 'Farewell')
    renderWithProviders(
      <ErrorBoundary fallback={() => <p>The page failed</p>}>
        <p>Rows</p>
        <Suspense fallback={<p>Loading</p>}>
          <Farewell />
        </Suspense>
      </ErrorBoundary>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded.')
    expect(screen.getByText('Rows')).toBeInTheDocument()
    expect(screen.queryByText('The page failed')).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Goodbye')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('says so in the page’s language', async () => {
    expectTheLogs()
    const Farewell = lazyNamed(failingOnce(), 'Farewell')
    renderWithProviders(
      <Suspense fallback={null}>
        <Farewell />
      </Suspense>,
      { language: 'zh-TW' },
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('這部分無法載入。')
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument()
  })

  it('in a slot the size of a button, is that button, named by what happened', async () => {
    expectTheLogs()
    const Farewell = lazyNamed(failingOnce(), 'Farewell', { compact: true })
    renderWithProviders(
      <Suspense fallback={null}>
        <Farewell />
      </Suspense>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'This part could not be loaded. Try again' }))
    expect(await screen.findByText('Goodbye')).toBeInTheDocument()
  })

  it('when optional (a map beside its address), leaves its place empty and the page says nothing', async () => {
    const Farewell = lazyNamed(failingOnce(), 'Farewell', { optional: true })
    const { container } = renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <p>Address</p>
        <Farewell />
      </Suspense>,
    )
    await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument())
    expect(container).toHaveTextContent(/^Address$/)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('renders, once loaded, in an instance first rendered after a preload that failed', async () => {
    const Farewell = lazyNamed(failingOnce(), 'Farewell')
    await expect(Farewell.preload()).rejects.toThrow('offline')
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Farewell />
      </Suspense>,
    )
    expect(await screen.findByText('Goodbye')).toBeInTheDocument()
  })

  it('leaves an error the loaded component throws to the boundaries above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = {
      Broken: (): never => {
        throw new Error('a bug in the view')
      },
    }
    const Broken = lazyNamed(() => Promise.resolve(broken), 'Broken')
    renderWithProviders(
      <ErrorBoundary fallback={(error) => <p>Page caught: {(error as Error).message}</p>}>
        <Suspense fallback={<p>Loading</p>}>
          <Broken />
        </Suspense>
      </ErrorBoundary>,
    )
    expect(await screen.findByText('Page caught: a bug in the view')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
