import {
  BEST_MATCH_SIGN_IN,
  isEmailAddress,
  INTERNSHIP_NOT_FOUND,
  type InternshipDetail,
  type InternshipListResponse,
  type internshipListQuery,
} from '@coldstart/contract'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { hasMatchProfile, loadMatchProfile, matchReasons } from '../matching/index.ts'
import { matchKey } from '../startups/index.ts'
import { decodeInternshipCursor, encodeInternshipCursor } from './internship-cursor.ts'
import * as repo from './internships.repository.ts'

type ListQuery = z.output<typeof internshipListQuery>
type Row = NonNullable<Awaited<ReturnType<typeof repo.findOpenInternship>>>

/** The linked startup as one object (left join: all null when the posting has none or it was deleted). */
function startupOf(row: Pick<Row, 'startupId' | 'startupName' | 'startupLogoUrl' | 'startupSector'>) {
  if (!row.startupId || row.startupName === null) return null
  return { id: row.startupId, name: row.startupName, logoUrl: row.startupLogoUrl, sector: row.startupSector }
}

function cardOf(row: Omit<Row, 'description' | 'applyUrl' | 'applyEmail'>) {
  const { startupName: _n, startupLogoUrl: _l, startupSector: _s, createdAt, ...card } = row
  return { ...card, startup: startupOf(row), createdAt: createdAt.toISOString() }
}

/** One page of the board; best-match needs the signed-in student (`userId`) and ranks by their profile. */
export async function listBoard(db: Db, query: ListQuery, userId?: string): Promise<InternshipListResponse> {
  if (query.sort === 'best-match' && !userId) throw new HttpError(401, BEST_MATCH_SIGN_IN)
  const profile = query.sort === 'best-match' && userId ? await loadMatchProfile(db, userId) : undefined
  const cursor = decodeInternshipCursor(query.cursor, query.sort)
  const filter: repo.BoardFilter = {
    q: query.q.replace(/\s+/g, ' ').trim(),
    sector: query.sector || undefined,
    startupId: query.startupId,
    remote: query.remote === 'true',
    city: query.city || undefined,
    minStipend: query.minStipend,
    maxDuration: query.maxDuration,
  }
  const [rows, total, sectors] = await Promise.all([
    repo.listBoardPage(db, filter, { sort: query.sort, cursor, limit: query.limit, profile }),
    repo.countBoard(db, filter),
    repo.listOpenSectors(db),
  ])
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  const keyOf = (row: NonNullable<typeof last>) => (profile ? matchKey(row.score, row.sortKey) : row.sortKey)
  return {
    items: page.map(({ sortKey: _key, score: _score, matched, excerpt, ...row }) => ({
      ...cardOf(row),
      excerpt,
      ...(profile ? { matchReasons: matchReasons(matched) } : {}),
    })),
    ...(profile ? { matchProfile: hasMatchProfile(profile) } : {}),
    total,
    sectors,
    nextCursor: rows.length > query.limit && last ? encodeInternshipCursor(keyOf(last), last.id) : null,
  }
}

export async function getOpenInternship(db: Db, id: string): Promise<InternshipDetail> {
  const row = await repo.findOpenInternship(db, id)
  if (!row) throw notFound(INTERNSHIP_NOT_FOUND)
  const { description, applyUrl, applyEmail, ...card } = row
  // an address stored before the one-address rule that holds more than one reads as none: never a recipient
  const deliverable = applyEmail && isEmailAddress(applyEmail) ? applyEmail : null
  return { ...cardOf(card), description, applyUrl, applyEmail: deliverable }
}
