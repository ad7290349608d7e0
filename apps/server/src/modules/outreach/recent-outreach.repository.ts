import { sql, type SQL } from 'drizzle-orm'
import { INTERNSHIP_RECIPIENT_NAME, type RecentOutreach } from '@coldstart/contract'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { readJson } from '../../db/json.ts'
import { internships, outreachSends, startupEmployees, startups } from '../../db/schema/index.ts'
import { fromAs } from '../../db/sql-names.ts'
import { isOpenInternship } from '../internships/index.ts'

// When the student last wrote to a startup and to each of its addresses (the composer's "last emailed").

const x = alias(outreachSends, 'x')
const e = alias(startupEmployees, 'e')
const s = alias(startups, 's')
const i = alias(internships, 'i')

/** Timestamps inside json are text; the startup's own comes back as the driver reads timestamps. */
type RecentContact = Omit<RecentOutreach['contacts'][number], 'lastSentAt'> & { lastSentAt: string | null }

export interface RecentRow {
  startupLastSentAt: string | Date | null
  contacts: RecentContact[]
}

interface RawRecentRow extends Record<string, unknown> {
  startup_last_sent_at: string | Date | null
  contacts: unknown
}

const lastSentToStartup = (userId: string, startupId: SQL) =>
  sql`(select max(${x.sentAt}) from ${fromAs(x)} where ${x.userId} = ${userId} and ${x.startupId} = ${startupId})`

const lastSentTo = (userId: string, address: SQL) =>
  sql`(select max(${x.sentAt}) from ${fromAs(x)}
    where ${x.userId} = ${userId} and lower(${x.contactEmail}) = lower(${address}))`

/** The subject of the student's first logged email to this address with one (a follow-up's "Re:"). */
const firstSubject = (userId: string, address: SQL) => sql`(
  select ${x.subject} from ${fromAs(x)}
  where ${x.userId} = ${userId} and lower(${x.contactEmail}) = lower(${address}) and ${x.subject} is not null
  order by ${x.sentAt}, ${x.id} limit 1)`

const toRecent = (row: RawRecentRow | undefined): RecentRow | null =>
  row
    ? {
        startupLastSentAt: row.startup_last_sent_at,
        contacts: readJson<RecentContact[]>(row.contacts),
      }
    : null

/** Per employee of the startup, when this student last wrote to their address; null when no such startup. */
export async function findRecentForStartup(db: Db, userId: string, startupId: string) {
  const result = await db.execute<RawRecentRow>(sql`
    select
      ${lastSentToStartup(userId, sql`${s.id}`)} as startup_last_sent_at,
      coalesce((
        select json_agg(json_build_object(
          'employeeId', ${e.id},
          'name', ${e.name},
          'lastSentAt', ${lastSentTo(userId, sql`${e.email}`)},
          'firstSubject', ${firstSubject(userId, sql`${e.email}`)}
        ) order by ${e.createdAt}, ${e.id})
        from ${fromAs(e)} where ${e.startupId} = ${s.id}
      ), '[]'::json) as contacts
    from ${fromAs(s)} where ${s.id} = ${startupId}`)
  return toRecent(result.rows[0])
}

/** The internship's application address and its startup; null when it is not an open internship. */
export async function findRecentForInternship(db: Db, userId: string, internshipId: string) {
  const result = await db.execute<RawRecentRow>(sql`
    select
      ${lastSentToStartup(userId, sql`${i.startupId}`)} as startup_last_sent_at,
      json_build_array(json_build_object(
        'employeeId', null,
        'name', ${INTERNSHIP_RECIPIENT_NAME}::text,
        'lastSentAt', ${lastSentTo(userId, sql`${i.applyEmail}`)},
        'firstSubject', ${firstSubject(userId, sql`${i.applyEmail}`)}
      )) as contacts
    from ${fromAs(i)}
    where ${i.id} = ${internshipId} and ${isOpenInternship(i)} and ${i.applyEmail} is not null`)
  return toRecent(result.rows[0])
}
