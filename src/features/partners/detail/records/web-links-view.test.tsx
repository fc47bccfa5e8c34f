import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { valueOf, writable } from '../../model/test-fixtures'
import { WebLinksView } from './web-links-view'

describe('WebLinksView', () => {
  test('links http(s) addresses in a new tab, named by their field', () => {
    renderWithProviders(
      <WebLinksView writables={[writable({ instagram: 'http://instagram.com/veloberlin' })]} />,
    )
    const website = screen.getByRole('link', { name: /^Website: www\.velo-berlin\.de/ })
    expect(website).toHaveAttribute('href', 'https://www.velo-berlin.de/')
    expect(website).toHaveAttribute('target', '_blank')
    expect(website).toHaveAttribute('rel', 'noopener noreferrer')
    expect(website).toHaveAccessibleName('Website: www.velo-berlin.de (opens in a new tab)')
    expect(screen.getByRole('link', { name: /^Facebook: www\.facebook\.com\/veloberlin/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/veloberlin',
    )
    expect(screen.getByRole('link', { name: /^Instagram: instagram\.com\/veloberlin/ })).toHaveAttribute(
      'href',
      'http://instagram.com/veloberlin',
    )
  })

  test('keeps javascript:, data: and mailto: values as inert text that says it is not a web address', () => {
    const url = 'javascript:alert(1)'
    const Facebook = 'data:text/html,<script>alert(1)</script>'
    const instagram = 'mailto:shop@velo-berlin.de'
    const { container } = renderWithProviders(
      <WebLinksView writables={[writable({ url, Facebook, instagram })]} />,
    )
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(container.querySelector('a, script')).toBeNull()
    expect(valueOf('Website')).toHaveTextContent(`${url} (not a web address)`)
    expect(valueOf('Facebook')).toHaveTextContent(`${Facebook} (not a web address)`)
    expect(valueOf('Instagram')).toHaveTextContent(`${instagram} (not a web address)`)
  })

  test('says an absent account is not given', () => {
    renderWithProviders(<WebLinksView writables={[writable({ Facebook: null, instagram: '' })]} />)
    expect(valueOf('Facebook')).toHaveTextContent('Not given')
    expect(valueOf('Instagram')).toHaveTextContent('Not given')
  })

  test('speaks Traditional Chinese', () => {
    renderWithProviders(
      <WebLinksView writables={[writable({ instagram: 'www.instagram.com/veloberlin' })]} />,
      {
        language: 'zh-TW',
      },
    )
    expect(
      screen.getByRole('link', { name: '網站： www.velo-berlin.de （在新分頁開啟）' }),
    ).toBeInTheDocument()
    expect(valueOf('Facebook 粉絲專頁')).toHaveTextContent('facebook.com/veloberlin')
    expect(valueOf('Instagram 帳號')).toHaveTextContent('www.instagram.com/veloberlin （不是網址）')
  })

  test('renders an empty list for no records', () => {
    renderWithProviders(<WebLinksView writables={[]} />)
    expect(screen.getByRole('list')).toBeEmptyDOMElement()
  })
})
