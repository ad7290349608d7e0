import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import {
  FOLLOW_UP_AFTER_DAYS_DEFAULT,
  INTERNSHIP_RECIPIENT_NAME,
  type OutreachChannel,
  type OutreachStatus,
} from '@coldstart/contract'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { internships, outreachSends, outreachSettings } from '../../db/schema/index.ts'
import { isOpenInternship } from '../internships/index.ts'

const o = outreachSends

// The internships table as the raw statements below name it (`from internships i`).
const i = alias(internships, 'i')

/** The student's own threshold, read inside the same statement (a missing row is the default). */
const followUpDays = (userId: string) =>
  sql`coalesce((select st.follow_up_after_days from outreach_settings st where st.user_id = ${userId}), ${FOLLOW_UP_AFTER_DAYS_DEFAULT})`

/**
 * `l`, a send of the same student, was logged after the outer send (equal times ordered by id). The outer
 * row is named in full: drizzle writes a select list's columns unqualified, and inside this subquery a bare
 * "sent_at" would be l's own.
 */
const loggedLater = sql`l.user_id = outreach_sends.user_id
    and l.sent_at >= outreach_sends.sent_at
    and (l.sent_at > outreach_sends.sent_at or l.id > outreach_sends.id)`

/**
 * Due for a follow-up: no answer recorded (sent or no reply), nor on its thread's first email (where the
 * mailbox sync records a reply or bounce), out of the mailbox if sent from it, sent longer ago than the
 * student's threshold, not snoozed into the future, not followed up already, and not written to again
 * since: a later send to the
 * same address, or to the same team member (whose address may have changed in between), is the follow-up.
 * Each "later" probe is an index range scan: (user, lower(address), sent_at) and (user, startup, sent_at).
 */
const dueSql = (userId: string) => sql<boolean>`(
  ${o.status} in ('sent', 'no_reply')
  and (${o.delivery} is null or ${o.delivery} = 'sent')
  and not exists (
    select 1 from outreach_sends r
    where r.id = outreach_sends.thread_send_id and r.status in ('replied', 'bounced'))
  and ${o.followedUpAt} is null
  and (${o.snoozedUntil} is null or ${o.snoozedUntil} <= now())
  and ${o.sentAt} <= now() - make_interval(days => ${followUpDays(userId)})
  and not exists (
    select 1 from outreach_sends l
    where ${loggedLater} and lower(l.contact_email) = lower(outreach_sends.contact_email))
  and (${o.employeeId} is null or not exists (
    select 1 from outreach_sends l
    where ${loggedLater} and l.startup_id = outreach_sends.startup_id
      and l.employee_id = outreach_sends.employee_id))
)`

/**
 * The team member a follow-up writes to now: the one this went to, or, once an admin re-saved the team (which
 * writes every member again under a new id), whoever the startup lists at the same address. Null when gone.
 * Outer columns are named in full, as in loggedLater.
 */
const followUpEmployee = sql<FollowUpEmployee | string | null>`(
  select json_build_object('id', e.id, 'name', e.name, 'email', e.email)
  from startup_employees e
  where e.startup_id = outreach_sends.startup_id
    and (e.id = outreach_sends.employee_id or lower(e.email) = lower(outreach_sends.contact_email))
  order by (e.id = outreach_sends.employee_id) is true desc, e.created_at, e.id
  limit 1)`

/** The posting an application went to, while the composer can still write to it: open, with an address. */
const followUpInternship = sql<FollowUpInternship | string | null>`(
  select json_build_object('id', i.id, 'title', i.title, 'company', i.company, 'startupId', i.startup_id,
                           'applyEmail', i.apply_email)
  from internships i
  where i.id = outreach_sends.internship_id and i.apply_email is not null
    and ${isOpenInternship(i)})`

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

export interface SendRow {
  id: string
  startupId: string | null
  employeeId: string | null
  templateId: string | null
  company: string
  contactName: string | null
  contactEmail: string
  templateTitle: string | null
  subject: string | null
  channel: string
  status: string
  sentAt: Date
  statusUpdatedAt: Date | null
  snoozedUntil: Date | null
  followedUpAt: Date | null
  delivery: string | null
  scheduledFor: Date | null
  failureReason: string | null
  followUpIndex: number | null
  due: boolean
  /** json: parsed by some PostgreSQL drivers, text from others */
  employee: FollowUpEmployee | string | null
  internship: FollowUpInternship | string | null
}

interface SendFacts {
  userId: string
  channel: OutreachChannel
  /**
   * Kept (with its title) only for an active template: a draft's or archived one's title never reaches a
   * student's log. The email is sent already, so the send is logged all the same, with no template, as for
   * an id that names no template.
   */
  templateId: string | null
  subject: string | null
}

const ids = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}::uuid`),
    sql`, `,
  )

/**
 * One row per chosen employee, names and addresses read from the directory, in one statement. All or
 * nothing: when any id is not one of this startup's employees, nothing is written (0 returned).
 */
export async function insertStartupSends(
  db: Db,
  facts: SendFacts,
  startupId: string,
  employeeIds: string[],
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with picked as (
      select e.id, e.name, e.email, s.id as startup_id, s.name as company
      from startup_employees e join startups s on s.id = e.startup_id
      where s.id = ${startupId} and e.id in (${ids(employeeIds)})
    ), template as (
      select t.id, t.title from email_templates t where t.id = ${facts.templateId}::uuid and t.status = 'active'
    )
    insert into outreach_sends
      (user_id, startup_id, employee_id, template_id, company, contact_name, contact_email, template_title, subject, channel)
    select ${facts.userId}::uuid, p.startup_id, p.id, (select id from template), p.company, p.name, p.email,
           (select title from template), ${facts.subject}::text, ${facts.channel}::text
    from picked p
    where (select count(*) from picked) = ${employeeIds.length}::int
    returning id`)
  return result.rows.map((r) => r.id)
}

/** One row for an open internship's application address (0 when there is no such internship). */
export async function insertInternshipSend(
  db: Db,
  facts: SendFacts,
  internshipId: string,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    insert into outreach_sends
      (user_id, startup_id, employee_id, internship_id, template_id, company, contact_name, contact_email, template_title, subject, channel)
    select ${facts.userId}::uuid, i.startup_id, null, i.id, t.id, i.company, ${INTERNSHIP_RECIPIENT_NAME}::text, i.apply_email,
           t.title, ${facts.subject}::text, ${facts.channel}::text
    from internships i left join email_templates t on t.id = ${facts.templateId}::uuid and t.status = 'active'
    where i.id = ${internshipId} and ${isOpenInternship(i)} and i.apply_email is not null
    returning id`)
  return result.rows.map((r) => r.id)
}

export async function startupExists(db: Db, startupId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from startups where id = ${startupId}`)
  return result.rows.length > 0
}

interface RecentRow extends Record<string, unknown> {
  found: boolean
  startup_last_sent_at: string | Date | null
  contacts:
    | { employeeId: string | null; name: string; lastSentAt: string | null; firstSubject: string | null }[]
    | string
}

/** The subject of the student's first logged email to this address with one (a follow-up's "Re:"). */
const firstSubject = (userId: string, address: SQL) => sql`(
  select x.subject from outreach_sends x
  where x.user_id = ${userId} and lower(x.contact_email) = lower(${address}) and x.subject is not null
  order by x.sent_at, x.id limit 1)`

/** Per employee of the startup, when this student last wrote to their address; null when no such startup. */
export async function findRecentForStartup(db: Db, userId: string, startupId: string) {
  const result = await db.execute<RecentRow>(sql`
    select
      (select max(x.sent_at) from outreach_sends x where x.user_id = ${userId} and x.startup_id = s.id)
        as startup_last_sent_at,
      coalesce((
        select json_agg(json_build_object(
          'employeeId', e.id,
          'name', e.name,
          'lastSentAt', (select max(x.sent_at) from outreach_sends x
                         where x.user_id = ${userId} and lower(x.contact_email) = lower(e.email)),
          'firstSubject', ${firstSubject(userId, sql`e.email`)}
        ) order by e.created_at, e.id)
        from startup_employees e where e.startup_id = s.id
      ), '[]'::json) as contacts
    from startups s where s.id = ${startupId}`)
  return result.rows[0] ?? null
}

/** The internship's application address and its startup; null when it is not an open internship. */
export async function findRecentForInternship(db: Db, userId: string, internshipId: string) {
  const result = await db.execute<RecentRow>(sql`
    select
      (select max(x.sent_at) from outreach_sends x where x.user_id = ${userId} and x.startup_id = i.startup_id)
        as startup_last_sent_at,
      json_build_array(json_build_object(
        'employeeId', null,
        'name', ${INTERNSHIP_RECIPIENT_NAME}::text,
        'lastSentAt', (select max(x.sent_at) from outreach_sends x
                       where x.user_id = ${userId} and lower(x.contact_email) = lower(i.apply_email)),
        'firstSubject', ${firstSubject(userId, sql`i.apply_email`)}
      )) as contacts
    from internships i
    where i.id = ${internshipId} and ${isOpenInternship(i)} and i.apply_email is not null`)
  return result.rows[0] ?? null
}

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
): Promise<{ rows: SendRow[]; total: number }> {
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
  return { rows: rows as SendRow[], total: total?.n ?? 0 }
}

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

/**
 * Locks the student's user row until the transaction ends, so their log's writes take turns: a count read
 * after this sees every earlier writer's rows. NO KEY UPDATE leaves the foreign-key checks of other tables'
 * inserts for this user unblocked.
 */
export async function lockLogOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select 1 from users where id = ${userId} for no key update`)
}

/** Deletes the student's sends past the newest `keep` (in the CSV's order); how many went. */
export async function trimLog(db: Db, userId: string, keep: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from outreach_sends where id in (
        select id from outreach_sends where user_id = ${userId}
        order by sent_at desc nulls last, id asc offset ${keep}
      )
      returning 1
    )
    select count(*)::int as n from gone`)
  return result.rows[0]?.n ?? 0
}

/**
 * Takes back the student's own mail-link send logged within the last `minutes`, in one statement: 'deleted',
 * or why not ('missing': not theirs or no such send; 'too late': another channel or older).
 */
export async function deleteRecentMailLinkSend(
  db: Db,
  userId: string,
  id: string,
  minutes: number,
): Promise<'deleted' | 'missing' | 'too late'> {
  const result = await db.execute<{ deleted: boolean }>(sql`
    with mine as (
      select id, channel = 'mailto' and sent_at > now() - make_interval(mins => ${minutes}::int) as undoable
      from outreach_sends where id = ${id}::uuid and user_id = ${userId}::uuid
    ), gone as (
      delete from outreach_sends where id in (select id from mine where undoable) returning 1
    )
    select exists (select 1 from gone) as deleted from mine`)
  const row = result.rows[0]
  return !row ? 'missing' : row.deleted ? 'deleted' : 'too late'
}

export interface SendUpdate {
  status?: OutreachStatus
  snoozeDays?: number
  followedUp?: true
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
      ...(change.followedUp ? { followedUpAt: sql`now()` } : {}),
    })
    .where(and(eq(o.id, id), eq(o.userId, userId)))
    .returning(columns(userId))
  return (row as SendRow | undefined) ?? null
}

export async function findFollowUpDays(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ days: outreachSettings.followUpAfterDays })
    .from(outreachSettings)
    .where(eq(outreachSettings.userId, userId))
  return row?.days ?? FOLLOW_UP_AFTER_DAYS_DEFAULT
}

/** Insert or update in one statement. */
export async function saveFollowUpDays(db: Db, userId: string, days: number): Promise<number> {
  const [row] = await db
    .insert(outreachSettings)
    .values({ userId, followUpAfterDays: days })
    .onConflictDoUpdate({
      target: outreachSettings.userId,
      set: { followUpAfterDays: days, updatedAt: sql`now()` },
    })
    .returning({ days: outreachSettings.followUpAfterDays })
  return row!.days
}
