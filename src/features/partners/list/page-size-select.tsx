import { useTranslation } from 'react-i18next'

import { Select } from '@/components/ui/select'

import { PAGE_SIZES, type PageSize } from '../model/list-state'

const OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))

type PageSizeSelectProps = { value: PageSize; onChange: (size: PageSize) => void }

/** Rows per page: 25 by default, 50 or 100 for a longer read. */
export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const { t } = useTranslation()
  return (
    <Select
      label={t('list.pageSize')}
      options={OPTIONS}
      value={String(value)}
      onChange={(size) => {
        if (size) onChange(Number(size) as PageSize)
      }}
    />
  )
}
