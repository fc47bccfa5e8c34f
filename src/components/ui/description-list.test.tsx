import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { DescriptionItem, DescriptionList } from './description-list'

describe('DescriptionList', () => {
  test('pairs each term with its value in a description list', () => {
    renderWithProviders(
      <DescriptionList aria-label="Contact">
        <DescriptionItem term="Phone">+886 2 1234 5678</DescriptionItem>
        <DescriptionItem term="Orders">{0}</DescriptionItem>
      </DescriptionList>,
    )
    const terms = screen.getAllByRole('term')
    const values = screen.getAllByRole('definition')
    expect(terms.map((term) => term.textContent)).toEqual(['Phone', 'Orders'])
    expect(values.map((value) => value.textContent)).toEqual(['+886 2 1234 5678', '0'])
    expect(terms[0]?.closest('dl')).toHaveAccessibleName('Contact')
  })

  test.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a blank string', '   '],
    ['an empty array', []],
    ['false', false],
  ])('%s shows a dash that is read as "Not given"', (_name, value) => {
    renderWithProviders(
      <DescriptionList>
        <DescriptionItem term="Fax">{value}</DescriptionItem>
      </DescriptionList>,
    )
    const definition = screen.getByRole('definition')
    expect(definition).toHaveTextContent('—')
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('Not given')).toHaveClass('visually-hidden')
  })

  test('says "not given" in Traditional Chinese for zh-TW', () => {
    renderWithProviders(
      <DescriptionList>
        <DescriptionItem term="傳真" />
      </DescriptionList>,
      { language: 'zh-TW' },
    )
    expect(screen.getByRole('definition')).toHaveTextContent('未提供')
  })

  test('a list of values is shown as given', () => {
    renderWithProviders(
      <DescriptionList>
        <DescriptionItem term="Services">{['Repairs', ', ', 'Rentals']}</DescriptionItem>
      </DescriptionList>,
    )
    expect(screen.getByRole('definition')).toHaveTextContent('Repairs, Rentals')
    expect(screen.queryByText('Not given')).toBeNull()
  })
})
