import { setImmediate as nextTurn } from 'node:timers/promises'
import {
  ADMIN_STARTUP_MESSAGES,
  STARTUP_SNAPSHOT_INTERNSHIPS_MAX,
  type AdminStartupDetail,
  type AdminStartupListResponse,
  type DeletedStartupSnapshot,
  type restoreStartupInput,
  type StartupFields,
  type adminStartupListQuery,
  type startupUpdateInput,
} from '@coldstart/contract'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { startupTags, startups } from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { decodeKeysetCursor, encodeKeysetCursor, isRealTimestamp } from '../../lib/keyset-cursor.ts'
import { recordActivity } from '../activity/index.ts'
import { toStartupEmployee } from '../startups/index.ts'
import * as repo from './admin-startups.repository.ts'
import { inTeamOrder, insertEmployees, type WrittenEmployee } from './startup-employees.repository.ts'

/** Who acts, for the activity log. */
export interface Actor {
  userId: string
  ip: string
}

/** What the module needs besides the database: a way to drop this instance's directory cache at once. */
export interface AdminStartupsDeps {
  db: Db
  /** Called after a committed change; other instances learn of it through the directory_changed NOTIFY. */
  onDirectoryChange: () => void
}

type ListQuery = z.output<typeof adminStartupListQuery>

export const COUNT_CAP = 10_000
const conflict = (message: string) => new HttpError(409, message)

// The page position: a created_at exactly as PostgreSQL wrote it, and the id.
const cursorPayload = z.tuple([z.string().refine(isRealTimestamp), z.uuid()])

export function encodeCursor(createdAt: string, id: string) {
  return encodeKeysetCursor([createdAt, id])
}

/** The page position, or a 400 for anything this API did not write (no crafted value reaches SQL). */
export function decodeCursor(raw: string | undefined) {
  if (!raw) return null
  const [createdAt, id] = decodeKeysetCursor(raw, cursorPayload)
  return { createdAt, id }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The list's filters as the repository takes them (the export uses the same). */
export function toFilter(query: Omit<ListQuery, 'cursor' | 'limit'>) {
  return {
    search: escapeLike(query.q),
    sector: query.sector || undefined,
    hiring: query.hiring === undefined ? undefined : query.hiring === 'true',
    status: query.status,
  }
}

export async function listAdminStartups(db: Db, query: ListQuery): Promise<AdminStartupListResponse> {
  const filter = toFilter(query)
  const after = decodeCursor(query.cursor)
  const [rows, total] = await Promise.all([
    repo.listPage(db, { ...filter, after, limit: query.limit }),
    repo.countMatches(db, filter, COUNT_CAP + 1),
  ])
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    items: page.map(({ createdAtText: _createdAtText, ...card }) => card),
    total,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAtText, last.id) : null,
  }
}

export async function getAdminStartup(db: Db, id: string): Promise<AdminStartupDetail> {
  const row = await repo.findDetail(db, id)
  if (!row) throw notFound(ADMIN_STARTUP_MESSAGES.gone)
  return toDetail(row)
}

type StartupRow = NonNullable<Awaited<ReturnType<typeof repo.findStartupRow>>>

/** Each member carries the bounces students' mailboxes saw at its address (none for an address just added). */
function toDetail(row: StartupRow & { employees: readonly WrittenEmployee[] }): AdminStartupDetail {
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    employees: row.employees.map((e) => ({ ...toStartupEmployee(e), bounceCount: e.bounceCount ?? 0 })),
  }
}

/**
 * A saved startup as the dialog gets it back, read in the save's own transaction; its employees are the rows
 * just written (reading ~530 KB of them back would cost what writing them did). A turn of the event loop
 * first: the writes before it were work enough for one.
 */
async function savedDetail(tx: Db, id: string, employees: readonly WrittenEmployee[]) {
  await nextTurn()
  const row = await repo.findStartupRow(tx, id)
  if (!row) throw notFound(ADMIN_STARTUP_MESSAGES.gone)
  return toDetail({ ...row, employees })
}

/** After a save: the response (up to ~530 KB of JSON) is checked and serialised in a turn of its own. */
async function answered<T>(detail: T): Promise<T> {
  await nextTurn()
  return detail
}

/** The activity log entry of one startup change, written in the change's own transaction. */
function logStartup(
  tx: Db,
  action: `startup_${string}`,
  id: string,
  actor: Actor,
  details: Record<string, unknown>,
) {
  return recordActivity(tx, {
    action,
    entityType: 'startup',
    entityId: id,
    userId: actor.userId,
    ip: actor.ip,
    details,
  })
}

/** One transaction: the startup, its tags and its employees (new rows 'pending'), and the log entry. */
export async function createStartup(deps: AdminStartupsDeps, fields: StartupFields, actor: Actor) {
  const detail = await deps.db.transaction(async (tx) => {
    const id = await repo.insertStartup(tx, fields)
    const employees = await repo.insertTagsAndEmployees(tx, id, fields)
    await logStartup(tx, 'startup_created', id, actor, { name: fields.name })
    return savedDetail(tx, id, employees)
  })
  deps.onDirectoryChange()
  return answered(detail)
}

/**
 * One transaction: the row (only if still at the version the dialog read: else 409, never a silent
 * overwrite), tags and employees deleted and written again. Any failure rolls all of it back.
 */
export async function updateStartup(
  deps: AdminStartupsDeps,
  id: string,
  input: z.output<typeof startupUpdateInput>,
  actor: Actor,
) {
  const { version, ...fields } = input
  const detail = await deps.db.transaction(async (tx) => {
    if (!(await repo.updateStartupAt(tx, id, version, fields))) {
      throw (await repo.exists(tx, id))
        ? conflict(ADMIN_STARTUP_MESSAGES.stale)
        : notFound(ADMIN_STARTUP_MESSAGES.gone)
    }
    const employees = await repo.replaceTagsAndEmployees(tx, id, fields)
    await logStartup(tx, 'startup_updated', id, actor, {
      name: fields.name,
      tags: fields.tags.length,
      employees: fields.employees.length,
    })
    return savedDetail(tx, id, employees)
  })
  deps.onDirectoryChange()
  return answered(detail)
}

/**
 * Undo instead of a confirmation (Delete asks none): the delete is real and immediate, so the directory is
 * true at once and no query anywhere needs a "deleted" filter; it answers with a snapshot of everything the
 * row carried (counters, dates, tags, employees, the internships that pointed at it), and restore puts that
 * back under the same id. A soft delete would have kept the row hidden but every reader of `startups` (the
 * directory, the dashboard, the landing logos, internships) would have had to learn to skip it.
 * What is not kept: the per-day view dedup rows, which only stop a second count on the same day.
 */
export async function deleteStartup(
  deps: AdminStartupsDeps,
  id: string,
  actor: Actor,
): Promise<DeletedStartupSnapshot> {
  const snapshot = await deps.db.transaction(async (tx) => {
    const row = await repo.findDetail(tx, id)
    if (!row) throw notFound(ADMIN_STARTUP_MESSAGES.gone)
    const internshipIds = await repo.linkedInternshipIds(tx, id, STARTUP_SNAPSHOT_INTERNSHIPS_MAX + 1)
    // its Undo could not point them all back: refused before anything is deleted
    if (internshipIds.length > STARTUP_SNAPSHOT_INTERNSHIPS_MAX) {
      throw conflict(ADMIN_STARTUP_MESSAGES.tooManyInternships)
    }
    await repo.deleteStartup(tx, id)
    await logStartup(tx, 'startup_deleted', id, actor, { name: row.name })
    return { ...toDetail(row), internshipIds }
  })
  deps.onDirectoryChange()
  return snapshot
}

export async function restoreStartup(
  deps: AdminStartupsDeps,
  { snapshot: s }: z.output<typeof restoreStartupInput>,
  actor: Actor,
) {
  const tags = [...new Set(s.tags.filter(Boolean))]
  const detail = await restoreInTransaction(deps.db, async (tx) => {
    if (await repo.exists(tx, s.id)) throw conflict(ADMIN_STARTUP_MESSAGES.restoreTaken)
    await tx.insert(startups).values({
      id: s.id,
      name: s.name,
      description: s.description,
      logoUrl: s.logoUrl,
      website: s.website,
      linkedinUrl: s.linkedinUrl,
      twitterUrl: s.twitterUrl,
      sector: s.sector,
      location: s.location,
      teamSize: s.teamSize,
      fundingRound: s.fundingRound,
      fundingAmount: s.fundingAmount,
      fundingDate: s.fundingDate,
      isHiring: s.isHiring,
      isTrending: s.isTrending,
      status: s.status,
      viewsCount: s.viewsCount,
      savesCount: s.savesCount,
      createdAt: new Date(s.createdAt),
    })
    if (tags.length) await tx.insert(startupTags).values(tags.map((tag) => ({ startupId: s.id, tag })))
    const employees = await insertEmployees(
      tx,
      s.id,
      s.employees.map((e) => ({ ...e, createdAt: new Date(e.createdAt) })),
    )
    await nextTurn()
    await repo.relinkInternships(tx, s.id, s.internshipIds)
    await logStartup(tx, 'startup_restored', s.id, actor, { name: s.name })
    return savedDetail(tx, s.id, inTeamOrder(employees))
  })
  deps.onDirectoryChange()
  return answered(detail)
}

/** A second Undo of the same delete (double click, two tabs) meets the first one's row: 409, not 500. */
async function restoreInTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work)
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code
    if (code === '23505') throw conflict(ADMIN_STARTUP_MESSAGES.restoreTaken)
    throw error
  }
}

export const listSectors = repo.listSectors
