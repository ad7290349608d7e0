import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import { plural, type ActivityEntry, type ActivityKind } from '@coldstart/contract'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { activityLogs, users } from '../../db/schema/index.ts'
import { fromAs } from '../../db/sql-names.ts'
import { containsPattern } from '../../lib/like-pattern.ts'

export interface ActivityFilter {
  kind?: ActivityKind | undefined
  q: string
}

// What each kind of the log page's filter covers.
const KINDS: Record<ActivityKind, SQL> = {
  'sign-ups': sql`${activityLogs.actionType} = 'sign_up'`,
  'sign-ins': sql`${activityLogs.actionType} in ('sign_in', 'sign_in_failed', 'sign_out', 'refresh_token_reused')`,
  accounts: sql`(${activityLogs.actionType} like 'password\_%' or ${activityLogs.entityType} = 'admin')`,
  startups: sql`${activityLogs.entityType} in ('startup', 'import')`,
  templates: sql`${activityLogs.entityType} in ('template', 'email_template')`,
  internships: sql`${activityLogs.entityType} = 'internship'`,
}

// Who acted: the user's full name, else their email; null when the row has no user (or outlived them).
const actor = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`

// The user a row concerns (not the one who acted), for the subject below.
const target = alias(users, 'target')

// What was acted on, in words: the name or title the module stored, else the email of the user it concerns.
// An import's subject is its count of startups, put in words below ("1 startup", "12 startups").
const subject = sql<string | null>`coalesce(
  ${activityLogs.details} ->> 'name',
  case when ${activityLogs.actionType} = 'startups_imported' then ${activityLogs.details} ->> 'created' end,
  ${activityLogs.details} ->> 'title',
  ${activityLogs.details} ->> 'email',
  (select ${target.email} from ${fromAs(target)}
    where ${activityLogs.entityType} in ('user', 'admin') and ${target.id}::text = ${activityLogs.entityId}))`

/** "1 startup", "12 startups"; null when the import stored no count. */
function importedCount(created: string | null): string | null {
  const n = Number(created)
  return created !== null && Number.isInteger(n) ? plural(n, 'startup') : null
}

function whereOf({ kind, q }: ActivityFilter): SQL | undefined {
  const parts: SQL[] = []
  if (kind) parts.push(KINDS[kind])
  if (q) {
    const like = containsPattern(q)
    parts.push(
      or(
        sql`${activityLogs.actionType} ilike ${like}`,
        sql`${activityLogs.details}::text ilike ${like}`,
        sql`${users.email} ilike ${like}`,
        sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${like}`,
      )!,
    )
  }
  return parts.length ? and(...parts) : undefined
}

/** Newest first, one page; `total` counts every match (skipped with `countTotal: false`, e.g. a feed). */
export async function listActivity(
  db: Db,
  filter: ActivityFilter,
  page: { limit: number; offset: number; countTotal?: boolean },
): Promise<{ items: ActivityEntry[]; total: number | null }> {
  const where = whereOf(filter)
  const countTotal = page.countTotal ?? true
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: activityLogs.id,
        actionType: activityLogs.actionType,
        entityType: activityLogs.entityType,
        entityId: activityLogs.entityId,
        actor,
        subject,
        createdAt: activityLogs.createdAt,
      })
      .from(activityLogs)
      .leftJoin(users, eq(users.id, activityLogs.userId))
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    countTotal
      ? db
          .select({ n: count() })
          .from(activityLogs)
          .leftJoin(users, eq(users.id, activityLogs.userId))
          .where(where)
      : null,
  ])
  return {
    items: rows.map((r) => ({
      ...r,
      subject: r.actionType === 'startups_imported' ? importedCount(r.subject) : r.subject,
      createdAt: r.createdAt.toISOString(),
    })),
    total: totals ? (totals[0]?.n ?? 0) : null,
  }
}
