import {
  FIRST_VALUE_ATTRIBUTE,
  firstValuesOf,
  isFirstValueField,
  type AwaitedPartner,
} from '@/features/partners/model/first-values'
import { addressOf, keepShownFirstValues } from '@/features/partners/detail/first-values-shown'
import { readFirstBody } from '@/lib/data-service/first-requests'

/** Resolves once the document has been parsed: the elements to write into are there. */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true })
  })
}

/**
 * docs/decisions/019: a partner's page shows the partner's name and account number as soon as
 * the answer asked for by the document has come, before the app has run: each value goes into
 * the element of the pre-rendered page named after it (FirstValue), as text, so whatever the
 * service sent stays inert. Nothing is written once the page has left the address the request
 * was made for, into an element that already holds something, or from an answer that is not the
 * awaited partner's: the app reads the same answer, and shows it or says what is wrong with it.
 */
export async function showFirstValues(
  answer: Promise<Response>,
  awaited: AwaitedPartner,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const requestedFor = addressOf(location)
  const response = await answer.catch(() => undefined)
  if (!response?.ok) return
  const body = await readFirstBody(response).catch(() => undefined)
  const values = body?.ok ? firstValuesOf(body.data, awaited) : undefined
  if (!values) return
  await documentParsed()
  if (addressOf(window.location) !== requestedFor) return
  for (const element of document.querySelectorAll(`[${FIRST_VALUE_ATTRIBUTE}]`)) {
    const field = element.getAttribute(FIRST_VALUE_ATTRIBUTE)
    const value = isFirstValueField(field) ? values[field] : undefined
    if (value !== undefined && !element.hasChildNodes()) element.textContent = value
  }
  keepShownFirstValues(values, window.location)
}
