import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { BOOKMARKS_MAX, type BookmarkKind } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { lockUserRow } from '../../db/lock-user-row.ts'
import { bookmarks as b, internships, startups } from '../../db/schema/index.ts'
import { bare, bareList, fromAs } from '../../db/sql-names.ts'
import { isOpenInternship } from '../internships/index.ts'

// The list's joins: a bookmark's startup, its internship, and the internship's startup.
const listedStartup = alias(startups, 's')
const listedInternship = alias(internships, 'i')
const internshipStartup = alias(startups, 'i_s')

/** A timestamp as JSON writes it (ISO 8601, microseconds kept), whichever driver reads it. */
const isoText = (column: AnyPgColumn) => sql<string>`to_json(${column}) #>> '{}'`

// The target row as the save statement names it (`t`), whichever kind it is.
const targetStartup = alias(startups, 't')
const targetInternship = alias(internships, 't')

// Fixed SQL per kind (never built from input): the target table (and its alias `t`), the bookmark column that
// points at it, which targets a student may see, and which of those a new bookmark may point at. Drafts are
// the admin's unpublished internships: not there for students. A closed posting (what the board does not list)
// keeps the bookmarks it has but takes no new one. `open` is asked at each save: whether a deadline passed
// depends on when.
const TARGET: Record<
  BookmarkKind,
  {
    table: typeof startups | typeof internships
    target: typeof targetStartup | typeof targetInternship
    column: AnyPgColumn
    visible: SQL
    open: () => SQL
  }
> = {
  startup: {
    table: startups,
    target: targetStartup,
    column: b.startupId,
    visible: sql`true`,
    open: () => sql`true`,
  },
  internship: {
    table: internships,
    target: targetInternship,
    column: b.internshipId,
    visible: sql`${targetInternship.status} <> 'draft'`,
    open: () => isOpenInternship(targetInternship),
  },
}

export type SaveOutcome =
  | { kind: 'missing' }
  | { kind: 'closed' }
  | { kind: 'full' }
  | { kind: 'saved'; bookmarkId: string; note: string; created: boolean }

/**
 * Saves in ONE statement: the insert does nothing when the student already saved it, and the counter moves
 * only for a row this statement inserted, so repeats and races can never count a save twice. The target row
 * is key-share locked first, so a startup deleted meanwhile reads as missing instead of failing the foreign key.
 * A new bookmark needs an open target and room under BOOKMARKS_MAX: the statement runs in a transaction that
 * first locks the student's user row, so parallel saves take turns and each one's count sees the others' rows.
 */
export async function saveBookmark(
  db: Db,
  userId: string,
  kind: BookmarkKind,
  targetId: string,
  note: string,
): Promise<SaveOutcome> {
  const { table, target: t, column, visible, open } = TARGET[kind]
  type Row = { target: string | null; open: boolean; full: boolean; inserted: string | null }
  const row = await db.transaction(async (tx) => {
    await lockUserRow(tx, userId)
    const { rows } = await tx.execute<Row>(sql`
      with target as (
        select ${t.id} as found, ${open()} as open
        from ${fromAs(t)} where ${t.id} = ${targetId} and ${visible} for key share
      ), room as (
        select count(*) < ${BOOKMARKS_MAX}::int as ok from ${b} where ${b.userId} = ${userId}
      ), inserted as (
        insert into ${b} (${bareList(b.userId, column, b.note)})
        select ${userId}, found, ${note} from target where open and (select ok from room)
        on conflict (${bareList(b.userId, column)}) do nothing
        returning ${b.id} as saved, ${column} as target_id
      ), counted as (
        update ${table} set ${bare(table.savesCount)} = ${table.savesCount} + 1
        where ${table.id} in (select target_id from inserted)
        returning 1
      )
      select (select found from target) as target,
             coalesce((select open from target), false) as open,
             not (select ok from room) as full,
             (select saved from inserted) as inserted,
             (select count(*) from counted)::int as counted
    `)
    return rows[0]
  })
  if (!row?.target) return { kind: 'missing' }
  if (row.inserted) return { kind: 'saved', bookmarkId: row.inserted, note, created: true }
  // Already saved (perhaps by a request that committed after this statement began): read what is stored.
  // A bookmark the student has stays theirs, even on a posting that closed since or past the cap.
  const existing = await findBookmarkOf(db, userId, kind, targetId)
  if (existing) return { kind: 'saved', bookmarkId: existing.id, note: existing.note, created: false }
  if (!row.open) return { kind: 'closed' }
  if (row.full) return { kind: 'full' }
  return { kind: 'missing' } // saved and removed again in between, or the target went
}

/** Removes in ONE statement, taking one off the counter only for a row this statement deleted. */
export async function removeBookmark(
  db: Db,
  userId: string,
  kind: BookmarkKind,
  targetId: string,
): Promise<boolean> {
  const { table, column } = TARGET[kind]
  const { rows } = await db.execute<{ removed: number }>(sql`
    with removed as (
      delete from ${b} where ${b.userId} = ${userId} and ${column} = ${targetId}
      returning ${column} as target_id
    ), counted as (
      update ${table} set ${bare(table.savesCount)} = ${table.savesCount} - 1
      where ${table.id} in (select target_id from removed)
      returning 1
    )
    select (select count(*) from removed)::int as removed, (select count(*) from counted)::int as counted
  `)
  return (rows[0]?.removed ?? 0) > 0
}

export async function findBookmarkOf(
  db: Db,
  userId: string,
  kind: BookmarkKind,
  targetId: string,
): Promise<{ id: string; note: string } | null> {
  const { column } = TARGET[kind]
  const [row] = await db
    .select({ id: b.id, note: b.note })
    .from(b)
    .where(and(eq(b.userId, userId), eq(column, targetId)))
  return row ?? null
}

/** The owner's bookmark gets the note; anyone else's id changes nothing (null). */
export async function updateNote(
  db: Db,
  userId: string,
  bookmarkId: string,
  note: string,
): Promise<{ id: string; note: string; updatedAt: string } | null> {
  const [row] = await db
    .update(b)
    .set({ note, updatedAt: sql`now()` })
    .where(and(eq(b.id, bookmarkId), eq(b.userId, userId)))
    .returning({ id: b.id, note: b.note, updatedAt: isoText(b.updatedAt) })
  return row ?? null
}

export type BookmarkRow = {
  id: string
  note: string
  createdAt: string
  updatedAt: string
  createdMicros: string
  startupId: string | null
  startupName: string | null
  startupLogoUrl: string | null
  startupSector: string | null
  startupLocation: string | null
  startupDescription: string | null
  startupIsHiring: boolean | null
  internshipId: string | null
  internshipTitle: string | null
  internshipCompany: string | null
  internshipStartupId: string | null
  internshipLogoUrl: string | null
  internshipLocation: string | null
  internshipRemote: boolean | null
  internshipDeadline: string | null
  internshipStipendMin: number | null
  internshipStipendMax: number | null
  internshipIsOpen: boolean | null
}

/** Position after which a page starts: created_at in whole microseconds since 1970 (exact), then id. */
export interface BookmarkCursor {
  micros: number
  id: string
}

/** One page of the student's bookmarks, newest first, with what each card shows. */
export async function listBookmarks(
  db: Db,
  userId: string,
  options: { kind?: BookmarkKind; after: BookmarkCursor | null; limit: number },
): Promise<BookmarkRow[]> {
  const kindFilter =
    options.kind === 'startup'
      ? sql`and ${b.startupId} is not null`
      : options.kind === 'internship'
        ? sql`and ${b.internshipId} is not null`
        : sql``
  const after = options.after
    ? sql`and (${b.createdAt}, ${b.id}) < (timestamptz 'epoch' + ${options.after.micros} * interval '1 microsecond', ${options.after.id})`
    : sql``
  const s = listedStartup
  const i = listedInternship
  const is = internshipStartup
  const { rows } = await db.execute<BookmarkRow>(sql`
    select ${b.id} as id, ${b.note} as note,
           ${isoText(b.createdAt)} as "createdAt",
           ${isoText(b.updatedAt)} as "updatedAt",
           ((extract(epoch from ${b.createdAt}) * 1000000)::bigint)::text as "createdMicros",
           ${s.id} as "startupId", ${s.name} as "startupName", ${s.logoUrl} as "startupLogoUrl",
           ${s.sector} as "startupSector", ${s.location} as "startupLocation",
           ${s.description} as "startupDescription", ${s.isHiring} as "startupIsHiring",
           ${i.id} as "internshipId", ${i.title} as "internshipTitle",
           coalesce(${is.name}, ${i.company}) as "internshipCompany", ${i.startupId} as "internshipStartupId",
           ${is.logoUrl} as "internshipLogoUrl", ${i.location} as "internshipLocation",
           ${i.remote} as "internshipRemote", ${i.deadline}::text as "internshipDeadline",
           ${i.stipendMin} as "internshipStipendMin", ${i.stipendMax} as "internshipStipendMax",
           ${isOpenInternship(i)} as "internshipIsOpen"
    from ${b}
    left join ${fromAs(s)} on ${s.id} = ${b.startupId}
    left join ${fromAs(i)} on ${i.id} = ${b.internshipId}
    left join ${fromAs(is)} on ${is.id} = ${i.startupId}
    where ${b.userId} = ${userId} ${kindFilter} ${after}
    order by ${b.createdAt} desc, ${b.id} desc
    limit ${options.limit}
  `)
  return rows
}

export async function countBookmarks(
  db: Db,
  userId: string,
): Promise<{ startup: number; internship: number }> {
  const [row] = await db
    .select({ startup: count(b.startupId), internship: count(b.internshipId) })
    .from(b)
    .where(eq(b.userId, userId))
  return row ?? { startup: 0, internship: 0 }
}

export async function listBookmarkedIds(
  db: Db,
  userId: string,
): Promise<{ startups: string[]; internships: string[] }> {
  const rows = await db
    .select({ startupId: b.startupId, internshipId: b.internshipId })
    .from(b)
    .where(eq(b.userId, userId))
  return {
    startups: rows.flatMap((r) => (r.startupId ? [r.startupId] : [])),
    internships: rows.flatMap((r) => (r.internshipId ? [r.internshipId] : [])),
  }
}
