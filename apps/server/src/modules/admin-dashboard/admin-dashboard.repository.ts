import { desc, eq, sql } from 'drizzle-orm'
import {
  ADMIN_READ_LIMIT_HITS,
  ADMIN_TOP_STARTUPS,
  DASHBOARD_CHART_DAYS,
  STARTUP_READS_PER_DAY,
  TEMPLATE_USED_ACTION,
  type AdminDashboardResponse,
  type DashboardDay,
  type ReadLimitHit,
  type TemplateRateRow,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import {
  activityLogs,
  emailTemplates,
  internships,
  outreachSends as o,
  pageViews,
  startupReads,
  startups,
  users,
} from '../../db/schema/index.ts'
import { productTimeZone, productToday } from '../../lib/product-day.ts'
import { isOpenInternship } from '../internships/index.ts'

/**
 * Users, open internships (the board's own rule: active and not past the deadline, so the dashboard and the
 * board never disagree), startups, active templates, in one round trip.
 */
export async function dashboardCounts(db: Db): Promise<AdminDashboardResponse['counts']> {
  const { rows } = await db.execute<AdminDashboardResponse['counts']>(sql`
    select
      (select count(*)::int from ${users}) as "users",
      (select count(*)::int from ${internships} where ${isOpenInternship()}) as "activeInternships",
      (select count(*)::int from ${startups}) as "startups",
      (select count(*)::int from ${emailTemplates} where ${emailTemplates.status} = 'active') as "activeTemplates"`)
  return rows[0]!
}

export function topStartups(db: Db) {
  return db
    .select({
      id: startups.id,
      name: startups.name,
      sector: startups.sector,
      logoUrl: startups.logoUrl,
      viewsCount: startups.viewsCount,
    })
    .from(startups)
    .orderBy(desc(startups.viewsCount), startups.name)
    .limit(ADMIN_TOP_STARTUPS)
}

/**
 * One row per product day of the last 30 (today included), zeros where nothing happened: the days turn at
 * midnight in the product's time zone, as the deadlines and the daily limits do. Each source is grouped once
 * over its range (an index range scan on created_at) rather than counted per day.
 */
export async function dailyTotals(db: Db, now: Date = new Date()): Promise<DashboardDay[]> {
  const days = DASHBOARD_CHART_DAYS
  const zone = productTimeZone()
  const { rows } = await db.execute<DashboardDay>(sql`
    with span as (
      select (${productToday(now)}::date - ${days - 1}::int) as first_day
    ), series as (
      select generate_series(first_day, first_day + ${days - 1}::int, interval '1 day')::date as on_day from span
    ), since as (
      select (first_day::timestamp at time zone ${zone}) as t from span
    ), sign_ups as (
      select (${users.createdAt} at time zone ${zone})::date as on_day, count(*)::int as n
      from ${users} where ${users.createdAt} >= (select t from since) group by 1
    ), uses as (
      select (${activityLogs.createdAt} at time zone ${zone})::date as on_day, count(*)::int as n
      from ${activityLogs}
      where ${activityLogs.createdAt} >= (select t from since) and ${activityLogs.actionType} = ${TEMPLATE_USED_ACTION}
      group by 1
    ), views as (
      select (${pageViews.createdAt} at time zone ${zone})::date as on_day, count(*)::int as n
      from ${pageViews} where ${pageViews.createdAt} >= (select t from since) group by 1
    ), sends as (
      select (${o.sentAt} at time zone ${zone})::date as on_day, count(*)::int as n from ${o}
      where ${o.channel} = 'mailbox' and ${o.delivery} = 'sent' and ${o.sentAt} >= (select t from since) group by 1
    ), replies as (
      select (${o.repliedAt} at time zone ${zone})::date as on_day, count(*)::int as n from ${o}
      where ${o.repliedAt} is not null and ${o.threadSendId} is null and ${o.repliedAt} >= (select t from since)
      group by 1
    ), bounces as (
      select (${o.statusUpdatedAt} at time zone ${zone})::date as on_day, count(*)::int as n from ${o}
      where ${o.status} = 'bounced' and ${o.statusUpdatedAt} >= (select t from since) group by 1
    )
    select to_char(s.on_day, 'YYYY-MM-DD') as "date",
      coalesce(u.n, 0) as "signUps", coalesce(t.n, 0) as "templateUses", coalesce(v.n, 0) as "pageViews",
      coalesce(ms.n, 0) as "mailboxSends", coalesce(r.n, 0) as "replies", coalesce(b.n, 0) as "bounces"
    from series s
    left join sign_ups u on u.on_day = s.on_day
    left join uses t on t.on_day = s.on_day
    left join views v on v.on_day = s.on_day
    left join sends ms on ms.on_day = s.on_day
    left join replies r on r.on_day = s.on_day
    left join bounces b on b.on_day = s.on_day
    order by s.on_day`)
  return rows
}

/**
 * Active templates' reply rates across all students, from the counters the database keeps (decision 047): the
 * best rate first, then those without one by sends.
 */
export async function templateRates(db: Db): Promise<TemplateRateRow[]> {
  return db
    .select({
      id: emailTemplates.id,
      title: emailTemplates.title,
      category: emailTemplates.category,
      sends: emailTemplates.mailboxSends,
      replies: emailTemplates.mailboxReplies,
      successRate: emailTemplates.successRate,
    })
    .from(emailTemplates)
    .where(eq(emailTemplates.status, 'active'))
    .orderBy(
      sql`${emailTemplates.successRate} desc nulls last`,
      desc(emailTemplates.mailboxSends),
      emailTemplates.title,
    )
}

/**
 * Accounts that hit the daily limit on startup pages in the last 30 days, the latest first: a row of
 * startup_reads has `limited_at` from its first refused page, and every page counted after it was refused too
 * (the count only grows), so `updated_at` is the last refusal and the count past the limit how many there were.
 */
export async function readLimitHits(db: Db): Promise<ReadLimitHit[]> {
  const { rows } = await db.execute<ReadLimitHit>(sql`
    select ${users.id} as "userId",
      nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '') as "name",
      ${users.email} as "email",
      to_char(max(${startupReads.updatedAt}) at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastHitAt",
      count(*)::int as "days", sum(${startupReads.count} - ${STARTUP_READS_PER_DAY}::int)::int as "refused"
    from ${startupReads} join ${users} on ${users.id} = ${startupReads.userId}
    where ${startupReads.limitedAt} is not null
      and ${startupReads.limitedAt} > now() - make_interval(days => ${DASHBOARD_CHART_DAYS}::int)
    group by ${users.id}
    order by max(${startupReads.updatedAt}) desc, ${users.id}
    limit ${ADMIN_READ_LIMIT_HITS}`)
  return rows
}
