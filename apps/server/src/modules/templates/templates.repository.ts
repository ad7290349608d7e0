import { desc, eq, sql } from 'drizzle-orm'
import { TEMPLATE_USED_ACTION, type EmailTemplate } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { activityLogs, emailTemplates, templateUses, users } from '../../db/schema/index.ts'
import { bare, bareList } from '../../db/sql-names.ts'
import { isSoundTemplate } from './template-problems.ts'

const listColumns = {
  id: emailTemplates.id,
  title: emailTemplates.title,
  description: emailTemplates.description,
  category: emailTemplates.category,
  templateContent: emailTemplates.templateContent,
  noReplyUse: emailTemplates.noReplyUse,
  usageCount: emailTemplates.usageCount,
  mailboxSends: emailTemplates.mailboxSends,
  successRate: emailTemplates.successRate,
  createdAt: emailTemplates.createdAt,
}

/**
 * Active templates, newest first (id breaks ties so the order is stable); a broken one never reaches students.
 * Each carries its reply rate (success_rate, kept by the database: decision 047) once it has one, and the
 * highest of each category among those shown is marked best.
 */
export async function listActiveTemplates(db: Db): Promise<EmailTemplate[]> {
  const rows = await db
    .select(listColumns)
    .from(emailTemplates)
    .where(eq(emailTemplates.status, 'active'))
    .orderBy(desc(emailTemplates.createdAt), desc(emailTemplates.id))
  const shown = rows.filter((r) => isSoundTemplate(r.id, r.templateContent))
  const best = bestOfEachCategory(shown)
  return shown.map(({ mailboxSends, successRate, ...r }) => ({
    ...r,
    category: r.category as EmailTemplate['category'],
    replyRate: successRate === null ? null : { percent: successRate, emails: mailboxSends },
    best: best.has(r.id),
    createdAt: r.createdAt.toISOString(),
  }))
}

type RatedRow = { id: string; category: string; successRate: number | null; mailboxSends: number }

/** Per category, the template with the highest rate (more sends, then the smaller id, break a tie). */
function bestOfEachCategory(rows: readonly RatedRow[]): Set<string> {
  const best = new Map<string, RatedRow>()
  for (const r of rows) {
    if (r.successRate === null) continue
    const held = best.get(r.category)
    if (!held || outranks(r, held)) best.set(r.category, r)
  }
  return new Set([...best.values()].map((r) => r.id))
}

const outranks = (a: RatedRow, b: RatedRow) =>
  a.successRate! !== b.successRate!
    ? a.successRate! > b.successRate!
    : a.mailboxSends !== b.mailboxSends
      ? a.mailboxSends > b.mailboxSends
      : a.id < b.id

const activeTemplate = (id: string) =>
  sql`${emailTemplates.id} = ${id} and ${emailTemplates.status} = 'active'`

/** Whether a use may be counted: an active template whose body has no problems (a broken one is hidden). */
export async function isUsableTemplate(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ content: emailTemplates.templateContent })
    .from(emailTemplates)
    .where(activeTemplate(id))
  return row !== undefined && isSoundTemplate(id, row.content)
}

/**
 * One use, counted at most once a day per user and template: one statement inserts the (user, template,
 * day) row with ON CONFLICT DO NOTHING, and only a row it really inserted bumps usage_count and writes the
 * activity row (the admin dashboard's template-use chart). No read-then-write, so concurrent uses of the
 * same day count once and different users' uses never lose an increment. Answers the count after the use,
 * or null when no active template has that id. A user id that no longer exists counts nothing.
 */
export async function recordTemplateUse(db: Db, id: string, userId: string): Promise<number | null> {
  const result = await db.execute<{ usage_count: number | null }>(sql`
    with fresh as (
      insert into ${templateUses} (${bareList(templateUses.userId, templateUses.templateId, templateUses.day)})
      select ${users.id}, ${emailTemplates.id}, current_date
      from ${emailTemplates}, ${users}
      where ${activeTemplate(id)} and ${users.id} = ${userId}
      on conflict do nothing
      returning ${templateUses.templateId} as used_template
    ), used as (
      update ${emailTemplates} set ${bare(emailTemplates.usageCount)} = ${emailTemplates.usageCount} + 1
      where ${emailTemplates.id} in (select used_template from fresh)
      returning ${emailTemplates.id} as used_id, ${emailTemplates.title} as used_title,
        ${emailTemplates.usageCount} as uses
    ), logged as (
      insert into ${activityLogs}
        (${bareList(activityLogs.userId, activityLogs.actionType, activityLogs.entityType, activityLogs.entityId, activityLogs.details)})
      select ${userId}, ${TEMPLATE_USED_ACTION}, 'template', used_id::text, jsonb_build_object('title', used_title)
      from used
    )
    -- the statement's snapshot predates its own update: a counted use reads the new count from "used"
    select coalesce(
      (select uses from used),
      (select ${emailTemplates.usageCount} from ${emailTemplates} where ${activeTemplate(id)})
    ) as usage_count`)
  return result.rows[0]?.usage_count ?? null
}
