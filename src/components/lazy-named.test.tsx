import { Suspense } from 'react'

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

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
