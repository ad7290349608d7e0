import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { AdminInternship, InternshipStatus } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { internships, startups, type Internship, type NewInternship } from '../../db/schema/index.ts'
import { containsPattern } from '../../lib/like-pattern.ts'

export type InternshipFields = Omit<NewInternship, 'id' | 'createdAt' | 'updatedAt'>

export function toAdminInternship(row: Internship): AdminInternship {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    startupId: row.startupId,
    location: row.location,
    remote: row.remote,
    stipendMin: row.stipendMin,
    stipendMax: row.stipendMax,
    durationMonths: row.durationMonths,
    deadline: row.deadline,
    description: row.description,
    applyUrl: row.applyUrl,
    applyEmail: row.applyEmail,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Title, company or location contain the text; an optional status; newest updated first. */
export async function listInternships(
  db: Db,
  filter: { q: string; status?: InternshipStatus | undefined },
  page: { limit: number; offset: number },
) {
  const parts: SQL[] = []
  if (filter.status) parts.push(eq(internships.status, filter.status))
  if (filter.q) {
    const like = containsPattern(filter.q)
    parts.push(
      or(
        ilike(internships.title, like),
        ilike(internships.company, like),
        ilike(internships.location, like),
      )!,
    )
  }
  const where = parts.length ? and(...parts) : undefined
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(internships)
      .where(where)
      .orderBy(desc(internships.updatedAt), desc(internships.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(internships).where(where),
  ])
  return { items: rows.map(toAdminInternship), total: totals?.n ?? 0 }
}

export async function insertInternship(db: Db, fields: InternshipFields): Promise<Internship> {
  const [row] = await db.insert(internships).values(fields).returning()
  return row!
}

export async function updateInternship(
  db: Db,
  id: string,
  fields: InternshipFields,
): Promise<Internship | undefined> {
  const [row] = await db
    .update(internships)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(internships.id, id))
    .returning()
  return row
}

export async function deleteInternship(db: Db, id: string): Promise<Internship | undefined> {
  const [row] = await db.delete(internships).where(eq(internships.id, id)).returning()
  return row
}

export async function startupNameOf(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: startups.name }).from(startups).where(eq(startups.id, id))
  return row?.name
}

/** The editor's startup picker: names containing the text, alphabetical, a short list. */
export function startupOptions(db: Db, q: string, limit = 20) {
  return db
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(q ? sql`${startups.name} ilike ${containsPattern(q)}` : undefined)
    .orderBy(asc(startups.name), asc(startups.id))
    .limit(limit)
}
