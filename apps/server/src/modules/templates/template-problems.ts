import { checkTemplate, type TemplateProblem } from '@coldstart/contract'
import { ne } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { emailTemplates } from '../../db/schema/index.ts'

// A stored template is checked when it is read (no column to migrate: the body says it all): one with
// problems is hidden from students and flagged for the admin. Checked once per version: the result is kept
// by id while the body read is the same (comparing two strings is far cheaper than checking one).
const MEMO_MAX = 1_000
const memo = new Map<string, { content: string; problems: TemplateProblem[] }>()

export function templateProblemsOf(id: string, content: string): TemplateProblem[] {
  const known = memo.get(id)
  if (known && known.content === content) return known.problems
  const problems = checkTemplate(content)
  if (memo.size >= MEMO_MAX) memo.clear()
  memo.set(id, { content, problems })
  return problems
}

export const isSoundTemplate = (id: string, content: string) => templateProblemsOf(id, content).length === 0

/** At start: every stored template that is not archived is checked, and each broken one named in the log. */
export async function logBrokenTemplates(db: Db, log: Pick<FastifyBaseLogger, 'warn'>): Promise<number> {
  const rows = await db
    .select({
      id: emailTemplates.id,
      title: emailTemplates.title,
      status: emailTemplates.status,
      content: emailTemplates.templateContent,
    })
    .from(emailTemplates)
    .where(ne(emailTemplates.status, 'archived'))
  let broken = 0
  for (const row of rows) {
    const problems = templateProblemsOf(row.id, row.content)
    if (!problems.length) continue
    broken++
    log.warn(
      { templateId: row.id, title: row.title, status: row.status, problems: problems.slice(0, 5) },
      `Template “${row.title}” has ${problems.length} problem(s): hidden from students until an admin fixes it in Admin → Emails`,
    )
  }
  return broken
}
