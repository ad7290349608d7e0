import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { outreachSends as o } from '../../db/schema/index.ts'

/** What a CSV line needs, and where the row sits in the log's order (sent_at in exact microseconds, id). */
export interface CsvRow {
  id: string
  micros: string
  company: string
  contactName: string | null
  contactEmail: string
  subject: string | null
  templateTitle: string | null
  channel: string
  status: string
  sentAt: Date
  statusUpdatedAt: Date | null
  followedUpAt: Date | null
}

/** Position after which the next CSV page starts. */
export interface CsvCursor {
  micros: string
  id: string
}

/**
 * One page of the log for the CSV, newest first (ties by id), keyset paged on the (user, sent_at desc, id)
 * index: each page starts where the last ended, so a page costs the same however deep into the log it is.
 */
export async function sendsCsvPage(
  db: Db,
  userId: string,
  after: CsvCursor | null,
  limit: number,
): Promise<CsvRow[]> {
  const at = after && sql`(timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond')`
  const rows = await db
    .select({
      id: o.id,
      micros: sql<string>`((extract(epoch from ${o.sentAt}) * 1000000)::bigint)::text`,
      company: o.company,
      contactName: o.contactName,
      contactEmail: o.contactEmail,
      subject: o.subject,
      templateTitle: o.templateTitle,
      channel: o.channel,
      status: o.status,
      sentAt: o.sentAt,
      statusUpdatedAt: o.statusUpdatedAt,
      followedUpAt: o.followedUpAt,
    })
    .from(o)
    .where(
      and(
        eq(o.userId, userId),
        // the first half bounds the index scan; the second skips the tied rows already sent
        after
          ? sql`${o.sentAt} <= ${at} and (${o.sentAt} < ${at} or ${o.id} > ${after.id}::uuid)`
          : undefined,
      ),
    )
    // exactly the index's order (NULLS LAST included), so the scan reads the page and stops
    .orderBy(sql`${o.sentAt} desc nulls last`, asc(o.id))
    .limit(limit)
  return rows
}
