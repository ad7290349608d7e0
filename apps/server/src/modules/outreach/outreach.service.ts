import { stringify } from 'csv-stringify/sync'
import {
  OUTREACH_CSV_COLUMNS,
  OUTREACH_MESSAGES,
  type OutreachSend,
  type RecentOutreach,
  type RecordSendsBody,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { guardCell } from '../../lib/spreadsheet-cell.ts'
import {
  allSends,
  findRecentForInternship,
  findRecentForStartup,
  insertInternshipSend,
  insertStartupSends,
  startupExists,
  type SendRow,
} from './outreach.repository.ts'

/** Timestamps come back as Date from the query builder and as text from json or raw queries. */
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

export function toSend(row: SendRow): OutreachSend {
  return {
    ...row,
    channel: row.channel as OutreachSend['channel'],
    status: row.status as OutreachSend['status'],
    sentAt: iso(row.sentAt)!,
    statusUpdatedAt: iso(row.statusUpdatedAt),
    snoozedUntil: iso(row.snoozedUntil),
    followedUpAt: iso(row.followedUpAt),
    due: Boolean(row.due),
  }
}

/** Logs one send per recipient; the addresses are the directory's (or the internship's), never the client's. */
export async function recordSends(db: Db, userId: string, body: RecordSendsBody): Promise<number> {
  const facts = {
    userId,
    channel: body.channel,
    templateId: body.templateId ?? null,
    subject: body.subject ?? null,
  }
  if (body.internshipId) {
    const recorded = await insertInternshipSend(db, facts, body.internshipId)
    if (!recorded) throw notFound('Internship not found')
    return recorded
  }
  const employeeIds = [...new Set(body.employeeIds!)]
  const recorded = await insertStartupSends(db, facts, body.startupId!, employeeIds)
  if (recorded) return recorded
  if (!(await startupExists(db, body.startupId!))) throw notFound('Startup not found')
  throw badRequest(OUTREACH_MESSAGES.employeeElsewhere, 'employeeIds')
}

export async function recentOutreachFor(
  db: Db,
  userId: string,
  target: { startupId?: string; internshipId?: string },
): Promise<RecentOutreach> {
  const row = target.startupId
    ? await findRecentForStartup(db, userId, target.startupId)
    : await findRecentForInternship(db, userId, target.internshipId!)
  if (!row) throw notFound(target.startupId ? 'Startup not found' : 'Internship not found')
  // json comes back parsed from PostgreSQL drivers, as text from some: accept both
  const contacts = typeof row.contacts === 'string' ? JSON.parse(row.contacts) : row.contacts
  return {
    startupLastSentAt: iso(row.startup_last_sent_at),
    contacts: (contacts as RecentOutreach['contacts']).map((c) => ({ ...c, lastSentAt: iso(c.lastSentAt) })),
  }
}

/** The whole log as CSV text: a header, then one line per send, formula-looking cells neutralised. */
export async function sendsCsv(db: Db, userId: string): Promise<string> {
  const rows = await allSends(db, userId)
  const lines = rows
    .map(toSend)
    .map((r) =>
      [
        r.sentAt,
        r.company,
        r.contactName,
        r.contactEmail,
        r.subject,
        r.templateTitle,
        r.channel,
        r.status,
        r.statusUpdatedAt,
        r.followedUpAt,
      ].map((cell) => guardCell(cell ?? '')),
    )
  return stringify([[...OUTREACH_CSV_COLUMNS], ...lines])
}
