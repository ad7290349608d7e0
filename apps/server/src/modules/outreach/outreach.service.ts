import { setImmediate } from 'node:timers/promises'
import { stringify } from 'csv-stringify/sync'
import {
  isEmailAddress,
  OUTREACH_CSV_COLUMNS,
  OUTREACH_LOG_MAX_SENDS,
  OUTREACH_MESSAGES,
  type OutreachSend,
  type RecentOutreach,
  type RecentOutreachQuery,
  type RecordSendsBody,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { guardCell } from '../../lib/spreadsheet-cell.ts'
import { lockLogOf, trimLog } from './log-cap.repository.ts'
import { sendsCsvPage, type CsvCursor, type CsvRow } from './outreach-csv.repository.ts'
import type { SendRow } from './outreach-log.repository.ts'
import { findRecentForInternship, findRecentForStartup } from './recent-outreach.repository.ts'
import {
  insertInternshipSend,
  insertStartupSends,
  startupExists,
  type SendFacts,
} from './record-sends.repository.ts'

/** Rows the CSV export reads per query and writes per chunk: the whole log is never in memory at once. */
export const CSV_BATCH_ROWS = 250

/** Timestamps come back as Date from the query builder and as text from json or raw queries. */
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/**
 * A follow-up writes only to exactly one address: a target whose stored address fails the one-address rule
 * (saved before it) reads as none, and the student's mail app is offered instead.
 */
function deliverable<T>(target: T | null, address: (t: T) => string): T | null {
  return target && isEmailAddress(address(target)) ? target : null
}

export function toSend(row: SendRow): OutreachSend {
  return {
    ...row,
    employee: deliverable(row.employee, (e) => e.email),
    internship: deliverable(row.internship, (i) => i.applyEmail),
    channel: row.channel as OutreachSend['channel'],
    status: row.status as OutreachSend['status'],
    sentAt: iso(row.sentAt)!,
    statusUpdatedAt: iso(row.statusUpdatedAt),
    snoozedUntil: iso(row.snoozedUntil),
    followedUpAt: iso(row.followedUpAt),
    delivery: row.delivery as OutreachSend['delivery'],
    scheduledFor: iso(row.scheduledFor),
    due: Boolean(row.due),
  }
}

/**
 * Logs one send per recipient; the addresses are the directory's (or the internship's), never the client's.
 * The log keeps the newest OUTREACH_LOG_MAX_SENDS: in the same transaction, under a lock on the student's
 * row (so parallel recordings take turns), whatever falls past that is rolled off, oldest first.
 */
export async function recordSends(db: Db, userId: string, body: RecordSendsBody): Promise<string[]> {
  const facts = {
    userId,
    channel: body.channel,
    templateId: body.templateId ?? null,
    subject: body.subject ?? null,
  }
  return db.transaction(async (tx) => {
    await lockLogOf(tx, userId)
    const recorded = await insertSends(tx, facts, body)
    await trimLog(tx, userId, OUTREACH_LOG_MAX_SENDS)
    return recorded
  })
}

async function insertSends(db: Db, facts: SendFacts, body: RecordSendsBody): Promise<string[]> {
  if (body.internshipId !== undefined) {
    const recorded = await insertInternshipSend(db, facts, body.internshipId)
    if (!recorded.length) throw notFound('Internship not found')
    return recorded
  }
  const employeeIds = [...new Set(body.employeeIds)]
  const recorded = await insertStartupSends(db, facts, body.startupId, employeeIds)
  if (recorded.length) return recorded
  if (!(await startupExists(db, body.startupId))) throw notFound('Startup not found')
  throw badRequest(OUTREACH_MESSAGES.employeeElsewhere, 'employeeIds')
}

export async function recentOutreachFor(
  db: Db,
  userId: string,
  target: RecentOutreachQuery,
): Promise<RecentOutreach> {
  const row =
    target.internshipId !== undefined
      ? await findRecentForInternship(db, userId, target.internshipId)
      : await findRecentForStartup(db, userId, target.startupId)
  if (!row) throw notFound(target.internshipId !== undefined ? 'Internship not found' : 'Startup not found')
  return {
    startupLastSentAt: iso(row.startupLastSentAt),
    contacts: row.contacts.map((c) => ({ ...c, lastSentAt: iso(c.lastSentAt) })),
  }
}

const csvLine = (r: CsvRow) =>
  [
    iso(r.sentAt),
    r.company,
    r.contactName,
    r.contactEmail,
    r.subject,
    r.templateTitle,
    r.channel,
    r.status,
    iso(r.statusUpdatedAt),
    iso(r.followedUpAt),
  ].map((cell) => guardCell(cell ?? ''))

/**
 * The whole log as CSV, newest first: a header, then one line per send, formula-looking cells neutralised.
 * Read and written in batches of CSV_BATCH_ROWS, each pulled only when the reader wants more. The first batch
 * is read before this resolves, so a database failure is still an error answer rather than a cut-off file.
 */
export async function sendsCsv(db: Db, userId: string): Promise<AsyncGenerator<string>> {
  const first = await sendsCsvPage(db, userId, null, CSV_BATCH_ROWS)
  async function* chunks() {
    let rows = first
    yield stringify([[...OUTREACH_CSV_COLUMNS], ...rows.map(csvLine)])
    while (rows.length === CSV_BATCH_ROWS) {
      const last = rows.at(-1)!
      const after: CsvCursor = { micros: last.micros, id: last.id }
      // Back to the event loop between batches: an embedded database answers within the same turn, and a
      // reader that never pushes back (a fast client, an in-process one) would otherwise take the whole log
      // in one turn.
      await setImmediate()
      rows = await sendsCsvPage(db, userId, after, CSV_BATCH_ROWS)
      if (rows.length) yield stringify(rows.map(csvLine))
    }
  }
  return chunks()
}
