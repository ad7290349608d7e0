import { and, desc, eq, sql } from 'drizzle-orm'
import type { EmailTemplate } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { emailTemplates } from '../../db/schema/index.ts'

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
 * read-then-update would lose increments). Null when no active template has that id.
 */
export async function recordTemplateUse(db: Db, id: string): Promise<number | null> {
  const [row] = await db
    .update(emailTemplates)
    .set({ usageCount: sql`${emailTemplates.usageCount} + 1` })
    .where(and(eq(emailTemplates.id, id), eq(emailTemplates.status, 'active')))
    .returning({ usageCount: emailTemplates.usageCount })
  return row?.usageCount ?? null
}
