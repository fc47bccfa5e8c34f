import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { SapAxMappingView } from './sap-ax-mapping-view'
import { sapAxMapping, valueOf } from '../../model/test-fixtures'

describe('SapAxMappingView', () => {
  test('shows the SAP and AX account numbers under their labels', () => {
    renderWithProviders(<SapAxMappingView mappings={[sapAxMapping()]} />)
    expect(valueOf('SAP account number')).toHaveTextContent(/^0010004711$/)
    expect(valueOf('AX account number')).toHaveTextContent(/^C-000471$/)
  })

  test('says a missing number is not given', () => {
    renderWithProviders(<SapAxMappingView mappings={[sapAxMapping({ axAccountNum: null })]} />)
    expect(valueOf('AX account number')).toHaveTextContent('Not given')
  })

  test('speaks Traditional Chinese', () => {
    renderWithProviders(<SapAxMappingView mappings={[sapAxMapping()]} />, { language: 'zh-TW' })
    expect(valueOf('SAP 帳號')).toHaveTextContent('0010004711')
    expect(valueOf('AX 帳號')).toHaveTextContent('C-000471')
  })

  test('renders an empty list for no records', () => {
    renderWithProviders(<SapAxMappingView mappings={[]} />)
    expect(screen.getByRole('list')).toBeEmptyDOMElement()
  })
})
