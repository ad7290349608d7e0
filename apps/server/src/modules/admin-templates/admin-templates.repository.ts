import { count, desc, eq, or, sql } from 'drizzle-orm'
import type { AdminTemplate } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { emailTemplates, type EmailTemplate, type NewEmailTemplate } from '../../db/schema/index.ts'
import { containsPattern } from '../../lib/like-pattern.ts'
import { templateProblemsOf } from '../templates/index.ts'

export type TemplateFields = Pick<
  NewEmailTemplate,
  'title' | 'description' | 'category' | 'templateContent' | 'status' | 'noReplyUse'
>

/** The row as the admin sees it, with the problems the checker finds in its body (flagged on its card). */
export function toAdminTemplate(row: EmailTemplate): AdminTemplate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    templateContent: row.templateContent,
    status: row.status,
    noReplyUse: row.noReplyUse,
    usageCount: row.usageCount,
    successRate: row.successRate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    problems: templateProblemsOf(row.id, row.templateContent),
  }
}

/** The admin list: title, description, category or status contain the text; newest updated first. */
export async function listTemplates(db: Db, q: string, page: { limit: number; offset: number }) {
  const like = containsPattern(q)
  const where = q
    ? or(
        sql`${emailTemplates.title} ilike ${like}`,
        sql`${emailTemplates.description} ilike ${like}`,
        sql`${emailTemplates.category} ilike ${like}`,
        sql`${emailTemplates.status} ilike ${like}`,
      )
    : undefined
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(emailTemplates)
      .where(where)
      .orderBy(desc(emailTemplates.updatedAt), desc(emailTemplates.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(emailTemplates).where(where),
  ])
  return { items: rows.map(toAdminTemplate), total: totals?.n ?? 0 }
}

export async function insertTemplate(db: Db, fields: TemplateFields): Promise<EmailTemplate> {
  const [row] = await db.insert(emailTemplates).values(fields).returning()
  return row!
}

export async function updateTemplate(
  db: Db,
  id: string,
  fields: Partial<TemplateFields>,
): Promise<EmailTemplate | undefined> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(emailTemplates.id, id))
    .returning()
  return row
}
