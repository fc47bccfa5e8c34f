import { STORE_CONFIG_RENAMES, type Blocked, type StoreConfig } from '@/entities/store-config'
import { dataService } from '@/lib/data-service/resource-client'
import { sentVersion, writeBack } from '@/lib/data-service/write-back'

import { readCurrentRecord } from '../../../api/current-record'
import {
  EMAIL_SETTINGS,
  storeSettingsDraftOf,
  storeSettingsEdits,
  type StoreSettingsDraft,
} from '../../../model/store-settings/store-settings-rules'
import type { BulkChange, SkipReason, BulkTarget } from '../bulk-change'

import { readPartnerRecords } from './records'
import { titles } from './titles'
import { writingChange } from './writing-change'

/**
 * The settings the user chose to set on every partner, as the store-settings form types them:
 * flags on or off, a blocking level, an e-mail setting as an address or (where the record holds
 * yes/no text) on or off, the contact e-mail slots and name. A setting not chosen is absent.
 */
export type StoreSettingsChanges = Partial<
  Omit<StoreSettingsDraft, 'radius' | 'blocked'> & { blocked: Blocked }
>

const isEmailSetting = (field: string) => (EMAIL_SETTINGS as readonly string[]).includes(field)

/**
 * The form's draft for one record with the changes that apply to it. An e-mail setting set on or
 * off applies only where the record holds yes/no text: the form shows a checkbox there and an
 * address field elsewhere, and a bulk on never replaces an address (`skipped` tells it happened).
 */
function draftWith(opened: StoreSettingsDraft, changes: StoreSettingsChanges) {
  const draft = { ...opened }
  let skipped = false
  for (const [field, value] of Object.entries(changes) as [keyof StoreSettingsDraft, unknown][]) {
    if (value === undefined) continue
    if (typeof value === 'boolean' && isEmailSetting(field) && typeof opened[field] !== 'boolean') {
      skipped = true
      continue
    }
    Object.assign(draft, { [field]: typeof value === 'string' ? value.trim() : value })
  }
  return { draft, skipped }
}

/**
 * Sets the chosen settings on each partner's store settings (every record it has; none are made
 * up for a partner without). The edits are the form's own (storeSettingsEdits): yes/no text keeps
 * its spelling, the contact e-mails their shape; the body is the record as the service sent it
 * with only those fields changed, development spellings (gRAActive) and unknown fields included.
 * A record already so is not written. The undo puts back the whole record as it was read.
 */
export function changeStoreSettings(
  targets: readonly BulkTarget[],
  changes: StoreSettingsChanges,
): BulkChange {
  const chosen = Object.values(changes).filter((value) => value !== undefined).length
  /** Each record as read before its PUT was sent: a retry that finds the PUT landed (its answer lost) undoes to it. */
  const sentOver = new Map<number, Record<string, unknown>>()
  return writingChange({
    title: titles.changeStoreSettings(chosen),
    targets,
    resource: 'store-configs',
    write: async (target, written, signal) => {
      const listed = await readPartnerRecords('store-configs', target.id, signal)
      let reason: SkipReason = { kind: listed.length > 0 ? 'already' : 'no-store-settings' }
      for (const { id } of listed) {
        // Its own answer, not the list's: a list may carry fewer fields, and the PUT replaces all.
        const latest = await readCurrentRecord('store-configs', id, signal)
        if (!latest) continue
        const opened = storeSettingsDraftOf(latest)
        const sent = sentVersion(latest) as Record<string, unknown>
        const { draft, skipped } = draftWith(opened, changes)
        const edits = storeSettingsEdits(opened, draft, sent)
        if (Object.keys(edits).length === 0) {
          const before = sentOver.get(id)
          const known = written.some((step) => step.kind === 'restore' && step.id === id)
          if (before && !known)
            written.push({ kind: 'restore', resource: 'store-configs', id, before, after: sent })
          else if (skipped) reason = { kind: 'nothing-to-change' }
          continue
        }
        const body = writeBack(latest, edits, STORE_CONFIG_RENAMES) as StoreConfig
        sentOver.set(id, sent)
        const saved = await dataService['store-configs'].update(id, body, { signal })
        written.push({
          kind: 'restore',
          resource: 'store-configs',
          id,
          before: sent,
          after: sentVersion(saved),
        })
      }
      return reason
    },
  })
}
