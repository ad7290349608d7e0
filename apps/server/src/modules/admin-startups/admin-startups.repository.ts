import { setImmediate as nextTurn } from 'node:timers/promises'
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { StartupFields } from '@coldstart/contract'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { insertJsonRows } from '../../db/insert-json-rows.ts'
import { startupTagsOf } from '../../db/startup-tags-of.ts'
import {
  internships,
  startupEmployees,
  startupSectorCounts,
  startupTags,
  startups,
} from '../../db/schema/index.ts'
import { fromAs, qualified } from '../../db/sql-names.ts'
import {
  deleteEmployeesKeepingBounces,
  insertEmployees,
  type WrittenEmployee,
} from './startup-employees.repository.ts'

export interface AdminListFilter {
  /** lower-cased, LIKE-escaped search text, or '' for none */
  search: string
  sector: string | undefined
  hiring: boolean | undefined
  status: 'verified' | 'pending' | 'other' | undefined
  after: { createdAt: string; id: string } | null
  limit: number
}

/** Name, sector and description in one string: one trigram index serves the admin's substring search. */
export const adminSearchText = sql`(${startups.name} || ' ' || coalesce(${startups.sector}, '') || ' ' || coalesce(${startups.description}, ''))`

const e = alias(startupEmployees, 'e')
const tagsOf = startupTagsOf
const employeeCountOf = sql<number>`${qualified(
  sql`select count(*)::int from ${fromAs(e)} where ${e.startupId} = ${startups.id}`,
)}`
const bounceCountOf = sql<number>`${qualified(
  sql`select coalesce(sum(${e.bounceCount}), 0)::int from ${fromAs(e)} where ${e.startupId} = ${startups.id}`,
)}`

const cardColumns = {
  id: startups.id,
  name: startups.name,
  description: startups.description,
  logoUrl: startups.logoUrl,
  website: startups.website,
  sector: startups.sector,
  location: startups.location,
  teamSize: startups.teamSize,
  fundingRound: startups.fundingRound,
  fundingAmount: startups.fundingAmount,
  isHiring: startups.isHiring,
  isTrending: startups.isTrending,
  status: startups.status,
  viewsCount: startups.viewsCount,
  savesCount: startups.savesCount,
  employeeCount: employeeCountOf,
  bounceCount: bounceCountOf,
  tags: tagsOf,
}

function filterConditions(filter: Omit<AdminListFilter, 'after' | 'limit'>): SQL | undefined {
  return and(
    filter.search ? sql`${adminSearchText} ilike ${`%${filter.search}%`}` : undefined,
    filter.sector ? eq(startups.sector, filter.sector) : undefined,
    filter.hiring === undefined ? undefined : eq(startups.isHiring, filter.hiring),
    filter.status === 'other'
      ? // literal values: they must match the partial index startups_other_status_created_at_idx
        sql`${startups.status} not in ('verified', 'pending')`
      : filter.status
        ? eq(startups.status, filter.status)
        : undefined,
  )
}

/** Newest first, keyset on (created_at, id): page 4,000 costs what page 1 does. */
export async function listPage(db: Db, filter: AdminListFilter) {
  const after = filter.after
    ? sql`(${startups.createdAt}, ${startups.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`
    : undefined
  return db
    .select({ ...cardColumns, createdAtText: sql<string>`${startups.createdAt}::text` })
    .from(startups)
    .where(and(filterConditions(filter), after))
    .orderBy(desc(startups.createdAt), desc(startups.id))
    .limit(filter.limit + 1)
}

/**
 * How many match, counted up to `cap`: an exact count of a broad search over 100,000 rows costs more than the
 * page itself, and "10,000+" says enough. No filter at all reads the trigger-kept sector counters.
 */
export async function countMatches(db: Db, filter: Omit<AdminListFilter, 'after' | 'limit'>, cap: number) {
  const where = filterConditions(filter)
  if (!where) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${startupSectorCounts.count}), 0)::int` })
      .from(startupSectorCounts)
    return row?.n ?? 0
  }
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${startups} where ${where} limit ${cap}) m`,
  )
  return result.rows[0]?.n ?? 0
}

export async function listSectors(db: Db): Promise<string[]> {
  const rows = await db
    .select({ sector: startupSectorCounts.sector })
    .from(startupSectorCounts)
    .where(and(sql`${startupSectorCounts.count} > 0`, sql`${startupSectorCounts.sector} <> ''`))
    .orderBy(asc(startupSectorCounts.sector))
  return rows.map((r) => r.sector)
}

/** The startup's own row as the edit dialog needs it (its employees apart). */
export async function findStartupRow(db: Db, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      linkedinUrl: startups.linkedinUrl,
      twitterUrl: startups.twitterUrl,
      fundingDate: startups.fundingDate,
      createdAt: sql<string>`${startups.createdAt}`,
      version: sql<string>`${startups.updatedAt}::text`,
    })
    .from(startups)
    .where(eq(startups.id, id))
  return row ?? null
}

export async function findDetail(db: Db, id: string) {
  const row = await findStartupRow(db, id)
  if (!row) return null
  const employees = await db
    .select()
    .from(startupEmployees)
    .where(eq(startupEmployees.startupId, id))
    .orderBy(asc(startupEmployees.createdAt), asc(startupEmployees.id))
  return { ...row, employees }
}

/** The columns a save writes: everything the dialog edits; the admin form saves as verified. */
function startupValues(fields: StartupFields) {
  return {
    name: fields.name,
    description: fields.description,
    website: fields.website,
    linkedinUrl: fields.linkedinUrl,
    twitterUrl: fields.twitterUrl,
    sector: fields.sector,
    location: fields.location,
    fundingRound: fields.fundingRound,
    fundingAmount: fields.fundingAmount,
    teamSize: fields.teamSize,
    logoUrl: fields.logoUrl,
    isHiring: fields.isHiring,
    status: 'verified',
  }
}

export async function insertStartup(db: Db, fields: StartupFields): Promise<string> {
  const [row] = await db.insert(startups).values(startupValues(fields)).returning({ id: startups.id })
  return row!.id
}

/**
 * Writes the fields when the row is still at `version` (its updated_at as text, exactly as it was read).
 * Returns false when another save got there first or the row is gone; the caller tells which.
 */
export async function updateStartupAt(db: Db, id: string, version: string, fields: StartupFields) {
  const rows = await db
    .update(startups)
    .set({ ...startupValues(fields), updatedAt: sql`clock_timestamp()` })
    .where(and(eq(startups.id, id), sql`${startups.updatedAt}::text = ${version}`))
    .returning({ id: startups.id })
  return rows.length > 0
}

export async function exists(db: Db, id: string) {
  const [row] = await db.select({ id: startups.id }).from(startups).where(eq(startups.id, id))
  return Boolean(row)
}

/**
 * On edit the tags and employees are deleted and written again; new employee rows are 'pending'.
 * Answers the employees as written, in team order.
 */
/**
 * Tags and team written again. A member keeps the bounces seen at an address still on the team; an address
 * the admin changed starts at 0 (a new address has not bounced).
 */
export async function replaceTagsAndEmployees(db: Db, id: string, fields: StartupFields) {
  await db.delete(startupTags).where(eq(startupTags.startupId, id))
  const bounces = await deleteEmployeesKeepingBounces(db, id)
  // deleting a full team is a statement's worth of work on its own
  await nextTurn()
  return insertTagsAndEmployees(db, id, fields, bounces)
}

export async function insertTagsAndEmployees(
  db: Db,
  id: string,
  fields: Pick<StartupFields, 'tags' | 'employees'>,
  bounces: ReadonlyMap<string, number> = new Map(),
): Promise<WrittenEmployee[]> {
  if (fields.tags.length) {
    await db.insert(startupTags).values(fields.tags.map((tag) => ({ startupId: id, tag })))
  }
  // one millisecond apart: the team lists in created_at order, which is the order of the form's rows
  const start = Date.now()
  return insertEmployees(
    db,
    id,
    fields.employees.map((e, i) => ({
      name: e.name,
      role: e.role,
      email: e.email,
      linkedinUrl: e.linkedinUrl,
      status: 'pending',
      createdAt: new Date(start + i),
      bounceCount: bounces.get(e.email.toLowerCase()) ?? 0,
    })),
  )
}

/** The internships pointing at the startup, at most `limit` of them. */
export async function linkedInternshipIds(db: Db, id: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: internships.id })
    .from(internships)
    .where(eq(internships.startupId, id))
    .limit(limit)
  return rows.map((r) => r.id)
}

export async function deleteStartup(db: Db, id: string) {
  const rows = await db.delete(startups).where(eq(startups.id, id)).returning({ id: startups.id })
  return rows.length > 0
}

/** Undo: the postings that pointed at the startup (set null by the delete) point at it again. */
export async function relinkInternships(db: Db, startupId: string, internshipIds: string[]) {
  if (!internshipIds.length) return
  // one JSON parameter, not a parameter per id: binding thousands of parameters is the slow part
  const ids = sql`(select value::uuid from json_array_elements_text(${JSON.stringify(internshipIds)}::json))`
  await db
    .update(internships)
    .set({ startupId })
    .where(and(sql`${internships.id} in ${ids}`, isNull(internships.startupId)))
}

/** Existing startups whose lower-cased name or normalised website is among these (the import's duplicates). */
export async function findExisting(db: Db, names: string[], websites: string[]) {
  if (!names.length && !websites.length) return []
  return db
    .select({ name: startups.name, website: startups.website })
    .from(startups)
    .where(
      or(
        names.length ? inArray(sql`lower(${startups.name})`, names) : undefined,
        websites.length ? inArray(normalisedWebsite, websites) : undefined,
      ),
    )
}

/** Host and path without scheme, "www.", query or trailing slash, lower-cased: how two websites are compared. */
export const normalisedWebsite = sql`lower(regexp_replace(regexp_replace(regexp_replace(${startups.website}, '^https?://(www\\.)?', '', 'i'), '[?#].*$', ''), '/+$', ''))`

/** The same normalisation in JS (for the rows of an import). */
export function normaliseWebsite(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\/(www\.)?/i, '')
    .split(/[?#]/, 1)[0]!
    .replace(/(?<!\/)\/+$/, '')
    .toLowerCase()
}

const employeesJson = sql<
  { name: string; role: string | null; email: string; linkedinUrl: string | null }[]
>`coalesce(${qualified(
  sql`select json_agg(json_build_object('name', ${e.name}, 'role', ${e.role}, 'email', ${e.email}, 'linkedinUrl', ${e.linkedinUrl}) order by ${e.createdAt}, ${e.id})
    from ${fromAs(e)} where ${e.startupId} = ${startups.id}`,
)}, '[]')`

/** One chunk of the export, newest first, after the given position. */
export async function exportChunk(
  db: Db,
  filter: Omit<AdminListFilter, 'after' | 'limit'>,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  return db
    .select({
      id: startups.id,
      createdAtText: sql<string>`${startups.createdAt}::text`,
      name: startups.name,
      description: startups.description,
      website: startups.website,
      sector: startups.sector,
      location: startups.location,
      fundingRound: startups.fundingRound,
      fundingAmount: startups.fundingAmount,
      teamSize: startups.teamSize,
      logoUrl: startups.logoUrl,
      isHiring: startups.isHiring,
      status: startups.status,
      tags: tagsOf,
      employees: employeesJson,
      linkedinUrl: startups.linkedinUrl,
      twitterUrl: startups.twitterUrl,
    })
    .from(startups)
    .where(
      and(
        filterConditions(filter),
        after
          ? sql`(${startups.createdAt}, ${startups.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(startups.createdAt), desc(startups.id))
    .limit(limit)
}

/**
 * A part of an import is at most this many startups (and their tags and team) ... On the embedded database a
 * statement runs on the event loop, and a garbage collection can land in the same turn: at 100 startups a
 * part's statements took 30-100 ms each on a 2-core machine, and with a collection beside one a turn reached
 * 150 ms. At 25 they take 15-35 ms, for an import about a fifth slower overall.
 */
export const IMPORT_PART_ROWS = 25
/** ... and at most this many characters of JSON per statement, so one with long cells stays short too. */
export const IMPORT_PART_CHARS = 256_000

type ImportedRow = StartupFields & { id: string; status: string }

/**
 * Writes imported rows in parts, each part one statement per table (startups, tags, team) whose rows travel
 * as one JSON parameter, with a turn of the event loop between statements. One insert of 5,000 startups
 * with thousands of parameters each held the event loop for seconds (drizzle building it, PGlite binding
 * it, on this thread); a part of IMPORT_PART_ROWS costs tens of milliseconds. The caller's transaction keeps
 * the import all-or-nothing. Ids are made by the caller so tags and employees can follow.
 */
export async function insertImported(db: Db, rows: readonly ImportedRow[]) {
  const start = Date.now()
  for (const part of inParts(rows, IMPORT_PART_ROWS, importedJson)) {
    await nextTurn()
    const written = await db.execute<{ id: string }>(
      sql`${insertJsonRows(startups, part.map(importedJson))} returning ${startups.id} as id`,
    )
    if (written.rows.length !== part.length) throw new Error('import: a part was not written whole')
    const tags = part.flatMap((r) => r.tags.map((tag) => ({ startupId: r.id, tag })))
    for (const tagPart of inParts(tags, IMPORT_PART_ROWS * 20, (row) => row)) {
      await nextTurn()
      await db.execute(insertJsonRows(startupTags, tagPart))
    }
    const employees = part.flatMap((r) =>
      r.employees.map((person, i) => ({
        startupId: r.id,
        name: person.name,
        role: person.role,
        email: person.email,
        linkedinUrl: person.linkedinUrl,
        status: 'pending',
        // team order is file order: created_at a millisecond apart
        createdAt: new Date(start + i).toISOString(),
      })),
    )
    for (const teamPart of inParts(employees, IMPORT_PART_ROWS * 10, (row) => row)) {
      await nextTurn()
      await db.execute(insertJsonRows(startupEmployees, teamPart))
    }
  }
}

function importedJson(r: ImportedRow) {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    website: r.website,
    linkedinUrl: r.linkedinUrl,
    twitterUrl: r.twitterUrl,
    sector: r.sector,
    location: r.location,
    fundingRound: r.fundingRound,
    fundingAmount: r.fundingAmount,
    teamSize: r.teamSize,
    logoUrl: r.logoUrl,
    isHiring: r.isHiring,
    status: r.status,
    // what the startup_tags trigger would write (tags in code-unit order, as its COLLATE "C"): written up
    // front, the trigger finds every row right and rewrites none (rewriting them was most of a part's time)
    tagList: [...r.tags].sort().join(' '),
  }
}

/** Consecutive parts of at most `maxRows` rows and (about) IMPORT_PART_CHARS characters of JSON. */
function* inParts<T>(rows: readonly T[], maxRows: number, json: (row: T) => unknown) {
  let part: T[] = []
  let chars = 0
  for (const row of rows) {
    const size = JSON.stringify(json(row)).length
    if (part.length && (part.length >= maxRows || chars + size > IMPORT_PART_CHARS)) {
      yield part
      part = []
      chars = 0
    }
    part.push(row)
    chars += size
  }
  if (part.length) yield part
}

/** Serialises imports: two at once would each miss the other's rows in their duplicate check. */
export async function lockImports(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('coldstart:startup-import'))`)
}
