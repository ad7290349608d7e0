import { and, asc, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { InternshipSort } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { internships, startups } from '../../db/schema/index.ts'
import { containsPattern } from '../../lib/like-pattern.ts'
import { aliasesOfPhrase } from '../../lib/search-aliases.ts'
import {
  matchColumns,
  matchScore,
  NO_PROFILE,
  type MatchProfile,
  type MatchTarget,
} from '../matching/index.ts'
import { parseMatchKey, type Cursor } from '../startups/index.ts'
import { isOpenInternship } from './open-internship.ts'

export interface BoardFilter {
  q: string
  sector: string | undefined
  startupId: string | undefined
  remote: boolean
  city: string | undefined
  minStipend: number | undefined
  maxDuration: number | undefined
}

const EXCERPT_CHARS = 220

const cardColumns = {
  id: internships.id,
  title: internships.title,
  company: internships.company,
  startupId: internships.startupId,
  location: internships.location,
  remote: internships.remote,
  stipendMin: internships.stipendMin,
  stipendMax: internships.stipendMax,
  durationMonths: internships.durationMonths,
  deadline: internships.deadline,
  savesCount: internships.savesCount,
  createdAt: internships.createdAt,
  startupName: startups.name,
  startupLogoUrl: startups.logoUrl,
  startupSector: startups.sector,
}

function filterCondition(filter: BoardFilter): SQL {
  const parts: (SQL | undefined)[] = [isOpenInternship()]
  if (filter.q) {
    const like = containsPattern(filter.q)
    parts.push(
      or(
        ilike(internships.title, like),
        ilike(internships.company, like),
        ilike(internships.description, like),
      ),
    )
  }
  if (filter.sector) parts.push(eq(startups.sector, filter.sector))
  if (filter.startupId) parts.push(eq(internships.startupId, filter.startupId))
  if (filter.remote) parts.push(eq(internships.remote, true))
  // "Bangalore" finds "Bengaluru (hybrid)": every spelling of the city
  if (filter.city)
    parts.push(
      or(...aliasesOfPhrase(filter.city).map((c) => ilike(internships.location, containsPattern(c)))),
    )
  // "pays at least X": the top of its range reaches X (unpaid and undisclosed postings drop out)
  if (filter.minStipend !== undefined && filter.minStipend > 0)
    parts.push(sql`${internships.stipendMax} >= ${filter.minStipend}`)
  // a posting with no stated duration cannot promise to fit, so it drops out too
  if (filter.maxDuration !== undefined)
    parts.push(sql`${internships.durationMonths} <= ${filter.maxDuration}`)
  return and(...parts)!
}

/**
 * One sort: its order-by, the cursor key it writes (text, exact) and the "strictly after the cursor"
 * condition. A new sort is one more case here plus its name in INTERNSHIP_SORTS.
 */
interface SortPlan {
  orderBy: SQL[]
  keyText: SQL<string>
  after: (cursor: Cursor) => SQL
  /** best-match: the score, selected once so the cursor can carry it ("score|created_at") */
  score?: SQL<number>
}

/**
 * A posting as the match score sees it: the linked startup's tags plus the title's words (a "React Developer
 * Intern" matches React), its place (or "Remote"), the startup's round and sector.
 */
const internshipMatchTarget: MatchTarget = {
  tags: sql`(coalesce(${startups.matchTags}, '{}') || regexp_split_to_array(lower(${internships.title}), '[^[:alnum:].+#-]+'))`,
  places: [sql`${internships.location}`, sql`(case when ${internships.remote} then 'Remote' end)`],
  stage: sql`${startups.fundingRound}`,
  sector: sql`lower(${startups.sector})`,
}

function sortPlan(sort: InternshipSort, profile?: MatchProfile): SortPlan {
  switch (sort) {
    case 'best-match': {
      // score, then newest, then id; without a profile every score is 0 and this is the newest sort
      const score = matchScore(internshipMatchTarget, profile ?? NO_PROFILE, sql`false`)
      return {
        orderBy: [desc(score), desc(internships.createdAt), desc(internships.id)],
        keyText: sql<string>`${internships.createdAt}::text`,
        score,
        after: (c) => {
          const key = parseMatchKey(c.key)
          return sql`(${score}, ${internships.createdAt}, ${internships.id}) < (${key.score}::int, ${key.createdAt}::timestamptz, ${c.id}::uuid)`
        },
      }
    }
    case 'deadline':
      // soonest first; postings without a deadline last (key '' stands for null)
      return {
        orderBy: [sql`${internships.deadline} asc nulls last`, asc(internships.id)],
        keyText: sql<string>`coalesce(${internships.deadline}::text, '')`,
        after: (c) =>
          c.key === ''
            ? sql`(${internships.deadline} is null and ${internships.id} > ${c.id}::uuid)`
            : sql`(${internships.deadline} is null or (${internships.deadline}, ${internships.id}) > (${c.key}::date, ${c.id}::uuid))`,
      }
    case 'newest':
      return {
        orderBy: [desc(internships.createdAt), desc(internships.id)],
        keyText: sql<string>`${internships.createdAt}::text`,
        after: (c) =>
          sql`(${internships.createdAt}, ${internships.id}) < (${c.key}::timestamptz, ${c.id}::uuid)`,
      }
  }
}

export async function listBoardPage(
  db: Db,
  filter: BoardFilter,
  page: { sort: InternshipSort; cursor: Cursor | null; limit: number; profile?: MatchProfile },
) {
  const plan = sortPlan(page.sort, page.profile)
  const bestMatchProfile = page.sort === 'best-match' ? page.profile : undefined
  return db
    .select({
      ...cardColumns,
      excerpt: sql<string | null>`left(${internships.description}, ${EXCERPT_CHARS})`,
      sortKey: plan.keyText,
      ...matchColumns(internshipMatchTarget, bestMatchProfile, plan.score),
    })
    .from(internships)
    .leftJoin(startups, eq(startups.id, internships.startupId))
    .where(and(filterCondition(filter), page.cursor ? plan.after(page.cursor) : undefined))
    .orderBy(...plan.orderBy)
    .limit(page.limit + 1)
}

export async function countBoard(db: Db, filter: BoardFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(internships)
    .leftJoin(startups, eq(startups.id, internships.startupId))
    .where(filterCondition(filter))
  return row?.n ?? 0
}

/** Sectors of the startups behind open postings, for the board's sector filter. */
export async function listOpenSectors(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sector: startups.sector })
    .from(internships)
    .innerJoin(startups, eq(startups.id, internships.startupId))
    .where(and(isOpenInternship(), isNotNull(startups.sector)))
    .orderBy(asc(startups.sector))
  return rows.map((r) => r.sector!).filter(Boolean)
}

/** An open posting in full; null when it is unknown, closed, a draft or past its deadline. */
export async function findOpenInternship(db: Db, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: internships.description,
      applyUrl: internships.applyUrl,
      applyEmail: internships.applyEmail,
    })
    .from(internships)
    .leftJoin(startups, eq(startups.id, internships.startupId))
    .where(and(eq(internships.id, id), isOpenInternship()))
  return row ?? null
}
