import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import { FOLLOW_UP_AFTER_DAYS_DEFAULT } from '@coldstart/contract'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { jsonOf } from '../../db/json.ts'
import { internships, outreachSends as o, outreachSettings, startupEmployees } from '../../db/schema/index.ts'
import { fromAs, qualified } from '../../db/sql-names.ts'
import { isOpenInternship } from '../internships/index.ts'

// Other sends of the same student, probed from inside the outer send's row: its thread's first email (`r`) and
// anything logged later (`l`).
const r = alias(o, 'r')
const l = alias(o, 'l')
const e = alias(startupEmployees, 'e')
const i = alias(internships, 'i')

/** The student's own threshold, read inside the same statement (a missing row is the default). */
const followUpDays = (userId: string) =>
  sql`coalesce((select ${outreachSettings.followUpAfterDays} from ${outreachSettings}
    where ${outreachSettings.userId} = ${userId}), ${FOLLOW_UP_AFTER_DAYS_DEFAULT})`

/** `l`, a send of the same student, was logged after the outer send (equal times ordered by id). */
const loggedLater = sql`${l.userId} = ${o.userId}
    and ${l.sentAt} >= ${o.sentAt}
    and (${l.sentAt} > ${o.sentAt} or ${l.id} > ${o.id})`

/**
 * Due for a follow-up: no answer recorded (sent or no reply), nor on its thread's first email (where the
 * mailbox sync records a reply or bounce), out of the mailbox if sent from it, sent longer ago than the
 * student's threshold, not snoozed into the future, not followed up already, and not written to again
 * since: a later send to the same address, or to the same team member (whose address may have changed in
 * between), is the follow-up. Each "later" probe is an index range scan: (user, lower(address), sent_at) and
 * (user, startup, sent_at).
 */
export const dueSql = (userId: string) =>
  qualified(sql`
  ${o.status} in ('sent', 'no_reply')
  and (${o.delivery} is null or ${o.delivery} = 'sent')
  and not exists (
    select 1 from ${fromAs(r)}
    where ${r.id} = ${o.threadSendId} and ${r.status} in ('replied', 'bounced'))
  and ${o.followedUpAt} is null
  and (${o.snoozedUntil} is null or ${o.snoozedUntil} <= now())
  and ${o.sentAt} <= now() - make_interval(days => ${followUpDays(userId)})
  and not exists (
    select 1 from ${fromAs(l)}
    where ${loggedLater} and lower(${l.contactEmail}) = lower(${o.contactEmail}))
  and (${o.employeeId} is null or not exists (
    select 1 from ${fromAs(l)}
    where ${loggedLater} and ${l.startupId} = ${o.startupId}
      and ${l.employeeId} = ${o.employeeId}))`) as SQL<boolean>

export interface FollowUpEmployee {
  id: string
  name: string
  email: string
}

export interface FollowUpInternship {
  id: string
  title: string
  company: string
  startupId: string | null
  applyEmail: string
}

/**
 * The team member a follow-up writes to now: the one this went to, or, once an admin re-saved the team (which
 * writes every member again under a new id), whoever the startup lists at the same address. Null when gone.
 */
export const followUpEmployee = jsonOf<FollowUpEmployee>(
  qualified(sql`
  select json_build_object('id', ${e.id}, 'name', ${e.name}, 'email', ${e.email})
  from ${fromAs(e)}
  where ${e.startupId} = ${o.startupId}
    and (${e.id} = ${o.employeeId} or lower(${e.email}) = lower(${o.contactEmail}))
  order by (${e.id} = ${o.employeeId}) is true desc, ${e.createdAt}, ${e.id}
  limit 1`),
)

/** The posting an application went to, while the composer can still write to it: open, with an address. */
export const followUpInternship = jsonOf<FollowUpInternship>(
  qualified(sql`
  select json_build_object('id', ${i.id}, 'title', ${i.title}, 'company', ${i.company},
                           'startupId', ${i.startupId}, 'applyEmail', ${i.applyEmail})
  from ${fromAs(i)}
  where ${i.id} = ${o.internshipId} and ${i.applyEmail} is not null
    and ${isOpenInternship(i)}`),
)

/** How many of the student's sends are due for a follow-up (the sidebar's count), in one statement. */
export async function countDue(db: Db, userId: string): Promise<number> {
  const [row] = await countDueQuery(db, userId)
  return row?.n ?? 0
}

/** The statement countDue runs (its plan is checked by a test). */
export const countDueQuery = (db: Db, userId: string) =>
  db
    .select({ n: count() })
    .from(o)
    .where(and(eq(o.userId, userId), dueSql(userId)))
