import type { TFunction } from 'i18next'

import { closureNamed } from '../../edit/closing-dates/closure-when'

import type { ImportProblem } from './import-rows'

/** A row's problem in words, as the preview names it on its row. */
export function problemText(
  problem: ImportProblem,
  t: TFunction<'run'>,
  detail: TFunction<'detail'>,
  language: string,
): string {
  switch (problem.kind) {
    case 'sharedAccount':
      return t('import.problems.sharedAccount', { count: problem.count })
    case 'sameAs':
    case 'overlapsRow':
      return t(`import.problems.${problem.kind}`, { row: problem.row })
    case 'overlapsClosure':
      return t('import.problems.overlapsClosure', { other: closureNamed(problem.other, language, detail) })
    default:
      return t(`import.problems.${problem.kind}`)
  }
}
