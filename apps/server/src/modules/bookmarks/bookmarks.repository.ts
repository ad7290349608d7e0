import { sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { BOOKMARKS_MAX, type BookmarkKind } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { internships } from '../../db/schema/index.ts'
import { isOpenInternship } from '../internships/index.ts'

// The internships table as the raw statements below name it (`… internships t`, `left join internships i`).
const targetInternship = alias(internships, 't')
const listedInternship = alias(internships, 'i')

// Fixed SQL per kind (never built from input): the target table, the bookmark column that points at it, and
// which targets a student may see, and which of those a new bookmark may point at. Drafts are the admin's
// unpublished internships: not there for students. A closed posting (what the board does not list) keeps the
// bookmarks it has but takes no new one. `open` is asked at each save: whether a deadline passed depends on when.
const TARGET: Record<BookmarkKind, { table: SQL; column: SQL; visible: SQL; open: () => SQL }> = {
  startup: {
    table: sql.raw('startups'),
    column: sql.raw('startup_id'),
    visible: sql`true`,
    open: () => sql`true`,
  },
  internship: {
    table: sql.raw('internships'),
    column: sql.raw('internship_id'),
    visible: sql`t.status <> 'draft'`,
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
  const { table, column, visible, open } = TARGET[kind]
  type Row = { target: string | null; open: boolean; full: boolean; inserted: string | null }
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for no key update`)
    const { rows } = await tx.execute<Row>(sql`
      with target as (
        select t.id, ${open()} as open from ${table} t where t.id = ${targetId} and ${visible} for key share
      ), room as (
        select count(*) < ${BOOKMARKS_MAX}::int as ok from bookmarks where user_id = ${userId}
      ), inserted as (
        insert into bookmarks (user_id, ${column}, note)
        select ${userId}, id, ${note} from target where open and (select ok from room)
        on conflict (user_id, ${column}) do nothing
        returning id, ${column} as target_id
      ), counted as (
        update ${table} set saves_count = saves_count + 1
        where id in (select target_id from inserted)
        returning id
      )
      select (select id from target) as target,
             coalesce((select open from target), false) as open,
             not (select ok from room) as full,
             (select id from inserted) as inserted,
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
      delete from bookmarks where user_id = ${userId} and ${column} = ${targetId}
      returning ${column} as target_id
    ), counted as (
      update ${table} set saves_count = saves_count - 1
      where id in (select target_id from removed)
      returning id
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
  const { rows } = await db.execute<{ id: string; note: string }>(
    sql`select id, note from bookmarks where user_id = ${userId} and ${column} = ${targetId}`,
  )
  return rows[0] ?? null
}

/** The owner's bookmark gets the note; anyone else's id changes nothing (null). */
export async function updateNote(
  db: Db,
  userId: string,
  bookmarkId: string,
  note: string,
): Promise<{ id: string; note: string; updatedAt: string } | null> {
  const { rows } = await db.execute<{ id: string; note: string; updatedAt: string }>(sql`
    update bookmarks set note = ${note}, updated_at = now()
    where id = ${bookmarkId} and user_id = ${userId}
    returning id, note, to_json(updated_at) #>> '{}' as "updatedAt"
  `)
  return rows[0] ?? null
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
      ? sql`and b.startup_id is not null`
      : options.kind === 'internship'
        ? sql`and b.internship_id is not null`
        : sql``
  const after = options.after
    ? sql`and (b.created_at, b.id) < (timestamptz 'epoch' + ${options.after.micros} * interval '1 microsecond', ${options.after.id})`
    : sql``
  const { rows } = await db.execute<BookmarkRow>(sql`
    select b.id, b.note,
           to_json(b.created_at) #>> '{}' as "createdAt",
           to_json(b.updated_at) #>> '{}' as "updatedAt",
           ((extract(epoch from b.created_at) * 1000000)::bigint)::text as "createdMicros",
           s.id as "startupId", s.name as "startupName", s.logo_url as "startupLogoUrl",
           s.sector as "startupSector", s.location as "startupLocation",
           s.description as "startupDescription", s.is_hiring as "startupIsHiring",
           i.id as "internshipId", i.title as "internshipTitle",
           coalesce(i_s.name, i.company) as "internshipCompany", i.startup_id as "internshipStartupId",
           i_s.logo_url as "internshipLogoUrl", i.location as "internshipLocation",
           i.remote as "internshipRemote", i.deadline::text as "internshipDeadline",
           i.stipend_min as "internshipStipendMin", i.stipend_max as "internshipStipendMax",
           ${isOpenInternship(listedInternship)} as "internshipIsOpen"
    from bookmarks b
    left join startups s on s.id = b.startup_id
    left join internships i on i.id = b.internship_id
    left join startups i_s on i_s.id = i.startup_id
    where b.user_id = ${userId} ${kindFilter} ${after}
    order by b.created_at desc, b.id desc
    limit ${options.limit}
  `)
  return rows
}

export async function countBookmarks(
  db: Db,
  userId: string,
): Promise<{ startup: number; internship: number }> {
  const { rows } = await db.execute<{ startup: number; internship: number }>(sql`
    select count(startup_id)::int as startup, count(internship_id)::int as internship
    from bookmarks where user_id = ${userId}
  `)
  return rows[0] ?? { startup: 0, internship: 0 }
}

export async function listBookmarkedIds(
  db: Db,
  userId: string,
): Promise<{ startups: string[]; internships: string[] }> {
  const { rows } = await db.execute<{ startup_id: string | null; internship_id: string | null }>(
    sql`select startup_id, internship_id from bookmarks where user_id = ${userId}`,
  )
  return {
    startups: rows.flatMap((r) => (r.startup_id ? [r.startup_id] : [])),
    internships: rows.flatMap((r) => (r.internship_id ? [r.internship_id] : [])),
  }
}
