import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { OutreachStatus } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { outreachSends as o } from '../../db/schema/index.ts'
import { dueSql, followUpEmployee, followUpInternship } from './follow-ups.repository.ts'

// The student's log as the page lists it: one page under a filter, and the changes a row takes.

const columns = (userId: string) => ({
  id: o.id,
  startupId: o.startupId,
  employeeId: o.employeeId,
  templateId: o.templateId,
  company: o.company,
  contactName: o.contactName,
  contactEmail: o.contactEmail,
  templateTitle: o.templateTitle,
  subject: o.subject,
  channel: o.channel,
  status: o.status,
  sentAt: o.sentAt,
  statusUpdatedAt: o.statusUpdatedAt,
  snoozedUntil: o.snoozedUntil,
  followedUpAt: o.followedUpAt,
  delivery: o.delivery,
  scheduledFor: o.scheduledFor,
  failureReason: o.failureReason,
  followUpIndex: o.followUpIndex,
  due: dueSql(userId),
  employee: followUpEmployee,
  internship: followUpInternship,
})

export type SendRow = Awaited<ReturnType<typeof listSends>>['rows'][number]

export interface SendFilter {
  status?: OutreachStatus
  due?: boolean
  /** only those snoozed into the future */
  snoozed?: boolean
}

function where(userId: string, filter: SendFilter): SQL | undefined {
  return and(
    eq(o.userId, userId),
    filter.status ? eq(o.status, filter.status) : undefined,
    filter.due === undefined ? undefined : filter.due ? dueSql(userId) : sql`not ${dueSql(userId)}`,
    filter.snoozed === undefined
      ? undefined
      : filter.snoozed
        ? sql`${o.snoozedUntil} > now()`
        : sql`(${o.snoozedUntil} is null or ${o.snoozedUntil} <= now())`,
  )
}

export async function listSends(
  db: Db,
  userId: string,
  filter: SendFilter,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns(userId))
      .from(o)
      .where(where(userId, filter))
      .orderBy(desc(o.sentAt), desc(o.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(o).where(where(userId, filter)),
  ])
  return { rows, total: total?.n ?? 0 }
}

export interface SendUpdate {
  status?: OutreachStatus
  snoozeDays?: number
  /** true: followed up now; false: that follow-up was taken back */
  followedUp?: boolean
  /** ends a snooze at once */
  unsnooze?: true
}

/** One UPDATE on the student's own row; null when the id is not theirs (or does not exist). */
export async function updateSend(
  db: Db,
  userId: string,
  id: string,
  change: SendUpdate,
): Promise<SendRow | null> {
  const [row] = await db
    .update(o)
    .set({
      ...(change.status ? { status: change.status, statusUpdatedAt: sql`now()` } : {}),
      ...(change.snoozeDays
        ? { snoozedUntil: sql`now() + make_interval(days => ${change.snoozeDays}::int)` }
        : {}),
      ...(change.unsnooze ? { snoozedUntil: null } : {}),
      ...(change.followedUp === undefined ? {} : { followedUpAt: change.followedUp ? sql`now()` : null }),
    })
    .where(and(eq(o.id, id), eq(o.userId, userId)))
    .returning(columns(userId))
  return row ?? null
}
