import { desc, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/client.ts'
import { directoryVersion, startups } from '../../db/schema/index.ts'
import { hasMatchProfile, scoreRows, type MatchColumns } from '../matching/index.ts'
import { parseMatchKey } from './cursor.ts'
import { pageRowsById, type ListFilter, type PageRow } from './startup-page-query.ts'

// Rows read per statement while loading: the embedded database answers one statement at a time, so other
// requests get their turn between chunks.
const LOAD_CHUNK = 5000
// Scores kept per loaded directory: one byte per startup each, for the profiles paging right now.
const SCORED_PROFILES = 32

/** The directory as best match ranks it, in the full order's tie-break (newest, then id, both descending). */
interface Snapshot {
  /** directory_version when the load began: any change since makes the snapshot unusable */
  version: number
  columns: MatchColumns
  ids: string[]
  /** created_at in microseconds since the epoch (exact in a double) */
  micros: Float64Array
  /** the sector as stored (the sector filter compares it exactly), an index into sectorIndex's keys */
  sectorOf: Int32Array
  sectorIndex: Map<string, number>
  scores: LRUCache<string, Uint8Array>
}

/** A text column with few distinct values: each row holds the index of its value (-1 for null). */
function internedColumn() {
  const values = new Map<string, number>()
  const rows: number[] = []
  return {
    values,
    add(value: string | null) {
      let i = value === null ? -1 : values.get(value)
      if (i === undefined) values.set(value!, (i = values.size))
      rows.push(i)
    },
    rowsArray: () => Int32Array.from(rows),
    valueList: () => [...values.keys()],
  }
}

async function readVersion(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ version: sql<number>`${directoryVersion.version}::float8` })
    .from(directoryVersion)
  return row?.version
}

async function loadSnapshot(db: Db, stillWanted: () => boolean): Promise<Snapshot | null> {
  const version = await readVersion(db)
  if (version === undefined) return null
  const ids: string[] = []
  const micros: number[] = []
  const trending: number[] = []
  const tagRows = new Map<string, number[]>()
  const place = internedColumn()
  const stage = internedColumn()
  const sector = internedColumn()
  const sectorRaw = internedColumn()
  let after: { createdAt: string; id: string } | null = null
  for (;;) {
    if (!stillWanted()) return null
    const rows = await db
      .select({
        id: sql<string>`${startups.id}::text`,
        createdAt: sql<string>`${startups.createdAt}::text`,
        micros: sql<string>`(extract(epoch from ${startups.createdAt}) * 1000000)::bigint::text`,
        trending: startups.isTrending,
        tags: startups.matchTags,
        place: sql<string | null>`lower(${startups.location})`,
        stage: sql<string | null>`lower(${startups.fundingRound})`,
        sector: sql<string | null>`lower(${startups.sector})`,
        sectorRaw: startups.sector,
      })
      .from(startups)
      .where(
        after
          ? sql`(${startups.createdAt}, ${startups.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      )
      .orderBy(desc(startups.createdAt), desc(startups.id))
      .limit(LOAD_CHUNK)
    for (const row of rows) {
      const r = ids.length
      ids.push(row.id)
      micros.push(Number(row.micros))
      trending.push(row.trending ? 1 : 0)
      for (const tag of new Set(row.tags)) {
        const list = tagRows.get(tag)
        if (list) list.push(r)
        else tagRows.set(tag, [r])
      }
      place.add(row.place)
      stage.add(row.stage)
      sector.add(row.sector)
      sectorRaw.add(row.sectorRaw)
    }
    const last = rows.at(-1)
    if (rows.length < LOAD_CHUNK || !last) break
    after = last
  }
  return {
    version,
    columns: {
      size: ids.length,
      trending: Uint8Array.from(trending),
      rowsByTag: new Map([...tagRows].map(([tag, rows]) => [tag, Int32Array.from(rows)])),
      place: place.rowsArray(),
      places: place.valueList(),
      stage: stage.rowsArray(),
      stages: stage.valueList(),
      sector: sector.rowsArray(),
      sectors: sector.valueList(),
    },
    ids,
    micros: Float64Array.from(micros),
    sectorOf: sectorRaw.rowsArray(),
    sectorIndex: sectorRaw.values,
    scores: new LRUCache({ max: SCORED_PROFILES }),
  }
}

/** The first row after (createdAt, id) in the snapshot's order (newest first, then id descending). */
function firstRowAfter(s: Snapshot, micros: number, id: string): number {
  let lo = 0
  let hi = s.ids.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const m = s.micros[mid]!
    if (m > micros || (m === micros && s.ids[mid]! >= id)) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The first `count` rows in best match's order (score, then the snapshot's order) among those in the sector
 * (-1: any) and after the cursor: rows scoring below `cursorScore`, or equal to it from `cursorRow` on.
 */
function topRows(
  s: Snapshot,
  scores: Uint8Array,
  count: number,
  sector: number,
  cursorScore: number,
  cursorRow: number,
): number[] {
  const n = scores.length
  const wanted = (r: number) =>
    (sector < 0 || s.sectorOf[r] === sector) &&
    (scores[r]! < cursorScore || (scores[r] === cursorScore && r >= cursorRow))
  const perScore = new Int32Array(256)
  for (let r = 0; r < n; r++) if (wanted(r)) perScore[scores[r]!]!++
  let lowest = 0
  for (let score = 255, seen = 0; score >= 0; score--) {
    seen += perScore[score]!
    if (seen >= count) {
      lowest = score
      break
    }
  }
  const byScore = new Map<number, number[]>()
  for (let r = 0; r < n; r++) {
    const score = scores[r]!
    if (score < lowest || !wanted(r)) continue
    const rows = byScore.get(score) ?? []
    if (rows.length < count) rows.push(r)
    byScore.set(score, rows)
  }
  return [...byScore.entries()]
    .sort(([a], [b]) => b - a)
    .flatMap(([, rows]) => rows)
    .slice(0, count)
}

/**
 * Best match ranked in memory: every startup's tags, place, stage, sector, trending flag and age, loaded on
 * first use; a page is scored from typed arrays and only its rows are read from the database, in the same
 * statement as directory_version. A snapshot taken at another version is never used (the page is then the
 * database's, and a fresh snapshot is loaded meanwhile), so every instance ranks the directory as it is now.
 */
export class BestMatchIndex {
  readonly #db: Db
  #snapshot: Snapshot | null = null
  #loading: Promise<Snapshot | null> | null = null
  #loadedOnce = false
  #closed = false

  constructor(db: Db) {
    this.#db = db
  }

  /** Loads the snapshot now (the first page waits for it anyway). */
  async warm(): Promise<void> {
    this.#snapshot ??= await this.#load()
  }

  async close(): Promise<void> {
    this.#closed = true
    await this.#loading
  }

  #load(): Promise<Snapshot | null> {
    this.#loading ??= loadSnapshot(this.#db, () => !this.#closed)
      .catch(() => null)
      .then((snapshot) => {
        this.#loading = null
        this.#loadedOnce ||= snapshot !== null
        if (snapshot && !this.#closed) this.#snapshot = snapshot
        return snapshot
      })
    return this.#loading
  }

  async #current(): Promise<Snapshot | null> {
    if (this.#closed) return null
    if (this.#snapshot) return this.#snapshot
    // the first load is waited for; a reload after a change is not (the database answers meanwhile)
    const loading = this.#load()
    return this.#loadedOnce ? null : loading
  }

  /** A best-match page (limit + 1 rows, as pageQuery reads them), or null when the database must answer. */
  async page(filter: ListFilter): Promise<PageRow[] | null> {
    const profile = filter.profile
    if (!profile || !hasMatchProfile(profile) || filter.search) return null
    const s = await this.#current()
    if (!s) return null
    const key = JSON.stringify(profile)
    let scores = s.scores.get(key)
    if (!scores) s.scores.set(key, (scores = scoreRows(s.columns, profile)))
    let cursorScore = Infinity
    let cursorRow = 0
    if (filter.cursor) {
      const { score, createdAt } = parseMatchKey(filter.cursor.key)
      const [at] = await this.#db
        .select({
          micros: sql<string>`(extract(epoch from ${createdAt}::timestamptz) * 1000000)::bigint::text`,
        })
        .from(sql`(select 1) as one`)
      cursorScore = score
      cursorRow = firstRowAfter(s, Number(at!.micros), filter.cursor.id.toLowerCase())
    }
    const sector = filter.sector === undefined ? -1 : (s.sectorIndex.get(filter.sector) ?? -2)
    const chosen = sector === -2 ? [] : topRows(s, scores, filter.limit + 1, sector, cursorScore, cursorRow)
    const ids = chosen.map((r) => s.ids[r]!)
    const found = ids.length ? await pageRowsById(this.#db, ids, profile) : []
    const version = found.length ? found[0]!.version : await readVersion(this.#db)
    if (version !== s.version || found.length !== ids.length) {
      if (this.#snapshot === s) this.#snapshot = null
      void this.#load()
      return null
    }
    const byId = new Map(found.map(({ version: _version, ...row }) => [row.id, row]))
    const rows = ids.map((id) => byId.get(id)!)
    // the database's own score for the rows shown: a difference means the page is not the full order's
    return rows.every((row, i) => row.score === scores[chosen[i]!]) ? rows : null
  }
}
