import { useState } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import * as formStyles from '../../edit/edit-form.module.css'

import * as styles from './import-dialog.module.css'
import { downloadCsvTemplate, downloadXlsxTemplate } from './import-template'

/** The templates to start a file from, in the user's language (import-template.ts). */
export function ImportTemplates() {
  const { t } = useTranslation('run')
  const [making, setMaking] = useState(false)
  const [failed, setFailed] = useState(false)

  const xlsx = async () => {
    setMaking(true)
    setFailed(false)
    try {
      await downloadXlsxTemplate(t)
    } catch {
      // Its writer could not be fetched (offline, or a deploy replaced it).
      setFailed(true)
    } finally {
      setMaking(false)
    }
  }

  return (
    <div className={styles.templates}>
      <span>{t('import.template.label')}</span>
      <Button size="sm" variant="secondary" onClick={() => void xlsx()} loading={making}>
        {t('import.template.xlsx')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => downloadCsvTemplate(t)}>
        {t('import.template.csv')}
      </Button>
      {failed && (
        <p role="alert" className={formStyles.notice}>
          {t('import.template.failed')}
        </p>
      )}
    </div>
  )
}
