import { desc, eq, sql } from 'drizzle-orm'
import { TEMPLATE_USED_ACTION, type EmailTemplate } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { activityLogs, emailTemplates } from '../../db/schema/index.ts'

const listColumns = {
  id: emailTemplates.id,
  title: emailTemplates.title,
  description: emailTemplates.description,
  category: emailTemplates.category,
  templateContent: emailTemplates.templateContent,
  usageCount: emailTemplates.usageCount,
  createdAt: emailTemplates.createdAt,
}

/** SPEC §7: active templates, newest first (id breaks ties so the order is stable). */
export async function listActiveTemplates(db: Db): Promise<EmailTemplate[]> {
  const rows = await db
    .select(listColumns)
    .from(emailTemplates)
    .where(eq(emailTemplates.status, 'active'))
    .orderBy(desc(emailTemplates.createdAt), desc(emailTemplates.id))
  return rows.map((r) => ({
    ...r,
    category: r.category as EmailTemplate['category'],
    createdAt: r.createdAt.toISOString(),
  }))
}

/**
 * One use: a single UPDATE … RETURNING, so concurrent uses never read the same old count (SPEC's
 * read-then-update would lose increments); the same statement logs the use for the admin dashboard's
 * chart. Null when no active template has that id.
 */
export async function recordTemplateUse(db: Db, id: string, userId: string): Promise<number | null> {
  const result = await db.execute<{ usage_count: number }>(sql`
    with used as (
      update ${emailTemplates} set usage_count = usage_count + 1
      where id = ${id} and status = 'active'
      returning id, title, usage_count
    ), logged as (
      insert into ${activityLogs} (user_id, action_type, entity_type, entity_id, details)
      select ${userId}, ${TEMPLATE_USED_ACTION}, 'template', id::text, jsonb_build_object('title', title)
      from used
    )
    select usage_count from used`)
  return result.rows[0]?.usage_count ?? null
}
