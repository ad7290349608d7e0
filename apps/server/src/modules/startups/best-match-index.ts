import { desc, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { DIRECTORY_COUNT_CAP } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { directoryVersion, startups } from '../../db/schema/index.ts'
import {
  hasMatchProfile,
  partsOfRow,
  partsToldInMemory,
  profileTerms,
  scoreRows,
  type MatchColumns,
} from '../matching/index.ts'
import { parseMatchKey } from './cursor.ts'
import { countHits } from './search-memory-counts.ts'
import {
  pickHits,
  searchColumnsBuilder,
  searchHits,
  withTypoTier,
  type SearchColumns,
  type SearchHits,
} from './search-memory.ts'
import type { SearchTerms } from './search-terms.ts'
import { typoOnlyRows } from './search-typo-rows.ts'
import type { MatchCounts } from './startup-sector-counts.ts'
import { pageRowsById, type ListFilter, type PageRow } from './startup-page-query.ts'

// Rows read per statement while loading: the embedded database answers one statement at a time, so other
// requests get their turn between chunks.
const LOAD_CHUNK = 5000
// Rankings kept per loaded directory (five bytes per startup each), for the profiles paging right now.
const SCORED_PROFILES = 16
// Searches' hits kept per loaded directory (four bytes per hit), for the searches paging right now.
const SEARCHES_KEPT = 16
// A search's typo tier is listed in memory up to this many rows; past it the database lists the tier each time.
const TYPO_ROWS_KEPT = 2000

/** The directory as best match ranks it, in the full order's tie-break (newest, then id, both descending). */
interface Snapshot {
  /** directory_version when the load began: any change since makes the snapshot unusable */
  version: number
  columns: MatchColumns
  ids: string[]
  /** created_at in microseconds since the epoch (exact in a double) */
  micros: Float64Array
  /** the funding round as stored (what a card says matched), an index into stageTexts (-1: none) */
  stageRaw: Int32Array
  stageTexts: string[]
  /** the sector as stored (the sector filter compares it exactly), an index into sectorIndex's keys */
  sectorOf: Int32Array
  sectorIndex: Map<string, number>
  rankings: LRUCache<string, Ranking>
  /** the directory's counts (countMatches without a search) by the sector asked for, as of this version */
  counts: Map<string, MatchCounts>
  search: SearchColumns
  searches: LRUCache<string, SearchHits | { none: true }>
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
  const stageRaw = internedColumn()
  const search = searchColumnsBuilder()
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
        stageRaw: startups.fundingRound,
        name: sql<string | null>`lower(${startups.name})`,
        words: sql<string[]>`tsvector_to_array(${startups.searchVector})`,
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
      stageRaw.add(row.stageRaw)
      search.add(row.name, row.words)
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
    stageRaw: stageRaw.rowsArray(),
    stageTexts: stageRaw.valueList(),
    sectorOf: sectorRaw.rowsArray(),
    sectorIndex: sectorRaw.values,
    rankings: new LRUCache({ max: SCORED_PROFILES }),
    counts: new Map(),
    search: search.done(),
    searches: new LRUCache({ max: SEARCHES_KEPT }),
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

/** One profile's ranking: every row's score, and the rows in best match's order (score, then snapshot order). */
interface Ranking {
  scores: Uint8Array
  order: Int32Array
  /** per score: how many rows score higher, so its rows are order[above[s]] onwards */
  above: Int32Array
}

function rank(scores: Uint8Array): Ranking {
  const perScore = new Int32Array(256)
  for (const score of scores) perScore[score]!++
  const above = new Int32Array(256)
  for (let score = 254; score >= 0; score--) above[score] = above[score + 1]! + perScore[score + 1]!
  const next = Int32Array.from(above)
  const order = new Int32Array(scores.length)
  for (let r = 0; r < scores.length; r++) order[next[scores[r]!]!++] = r
  return { scores, order, above }
}

/**
 * The first `count` rows in best match's order in the sector (-1: any) after the cursor: rows scoring below
 * `cursorScore`, or equal to it from snapshot row `cursorRow` on.
 */
function topRows(
  s: Snapshot,
  ranking: Ranking,
  count: number,
  sector: number,
  cursorScore: number,
  cursorRow: number,
): number[] {
  const { order, above } = ranking
  let i = 0
  if (cursorScore <= 255) {
    // within one score the rows are in snapshot order: the first at or after cursorRow
    let hi = cursorScore > 0 ? above[cursorScore - 1]! : order.length
    i = above[cursorScore]!
    while (i < hi) {
      const mid = (i + hi) >>> 1
      if (order[mid]! < cursorRow) i = mid + 1
      else hi = mid
    }
  }
  const rows: number[] = []
  for (; i < order.length && rows.length < count; i++) {
    const r = order[i]!
    if (sector < 0 || s.sectorOf[r] === sector) rows.push(r)
  }
  return rows
}

/**
 * Best match ranked in memory, and a search's tiers and counts told in memory: every startup's tags, place,
 * stage, sector, trending flag, age, lower-cased name and search-vector words, loaded on first use; a page is
 * chosen from typed arrays and only its rows are read from the database, in the same statement as
 * directory_version. A snapshot taken at another version is never used (the page is then the database's, and a
 * fresh snapshot is loaded meanwhile), so every instance ranks and counts the directory as it is now.
 */
export class BestMatchIndex {
  readonly #db: Db
  #snapshot: Snapshot | null = null
  #loading: Promise<Snapshot | null> | null = null
  #loadedOnce = false
  #closed = false
  /** searches whose typo tier memory does not list (longer than it keeps): asked once per loaded directory */
  #typosBeyondMemory = new WeakSet<SearchHits>()

  readonly #typoRowsKept: number

  constructor(db: Db, options: { typoRowsKept?: number } = {}) {
    this.#db = db
    this.#typoRowsKept = options.typoRowsKept ?? TYPO_ROWS_KEPT
  }

  /** Loads the snapshot now (the first best-match page waits for it anyway). */
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

  /**
   * The snapshot, or null while none is usable. Best match waits for the first load (the database's plan for
   * it scores thousands of rows); a search does not (its plan is a few milliseconds), and a reload after a
   * change is never waited for.
   */
  async #current(waitForFirst: boolean): Promise<Snapshot | null> {
    if (this.#closed) return null
    if (this.#snapshot) return this.#snapshot
    const loading = this.#load()
    return this.#loadedOnce || !waitForFirst ? null : loading
  }

  /** A cursor's created_at (the text the database wrote) in microseconds, converted by the database: exact. */
  async #micros(createdAt: string): Promise<number> {
    const [at] = await this.#db
      .select({
        micros: sql<string>`(extract(epoch from ${createdAt}::timestamptz) * 1000000)::bigint::text`,
      })
      .from(sql`(select 1) as one`)
    return Number(at!.micros)
  }

  /** The directory moved on from the snapshot: it is not used again, and a fresh one is on its way. */
  #stale(s: Snapshot): null {
    if (this.#snapshot === s) this.#snapshot = null
    void this.#load()
    return null
  }

  /**
   * The search's hits with its typo tier listed, from the database's typo test run once for this snapshot (and
   * kept with the search's hits), or null when the tier is longer than memory keeps, memory's first two tiers
   * hold one of its rows, or the test ran on another version of the directory.
   */
  async #withTypos(s: Snapshot, search: SearchTerms, hits: SearchHits): Promise<SearchHits | null> {
    if (this.#typosBeyondMemory.has(hits)) return null
    const { version, rows } = await typoOnlyRows(this.#db, search, this.#typoRowsKept)
    if (version !== s.version) return this.#stale(s)
    const beyondMemory = () => {
      this.#typosBeyondMemory.add(hits)
      return null
    }
    if (rows.length > this.#typoRowsKept) return beyondMemory()
    const typoRows = new Int32Array(rows.length)
    for (const [i, { micros, id }] of rows.entries()) {
      const r = firstRowAfter(s, Number(micros), id) - 1
      if (r < 0 || s.ids[r] !== id) return this.#stale(s)
      typoRows[i] = r
    }
    const listed = withTypoTier(hits, typoRows.sort())
    if (!listed) return beyondMemory()
    if (s.searches.get(search.text) === hits) s.searches.set(search.text, listed)
    return listed
  }

  /**
   * The chosen rows from the database, in the order chosen, or null (and a fresh snapshot on its way) when the
   * directory is no longer the snapshot's.
   */
  async #rowsAsChosen(
    s: Snapshot,
    rows: number[],
    by?: Parameters<typeof pageRowsById>[2],
  ): Promise<PageRow[] | null> {
    const ids = rows.map((r) => s.ids[r]!)
    const found = ids.length ? await pageRowsById(this.#db, ids, by) : []
    const version = found.length ? found[0]!.version : await readVersion(this.#db)
    if (version !== s.version || found.length !== ids.length) return this.#stale(s)
    const byId = new Map(found.map(({ version: _version, ...row }) => [row.id, row]))
    return ids.map((id) => byId.get(id)!)
  }

  /** A best-match page (limit + 1 rows, as pageQuery reads them), or null when the database must answer. */
  async page(filter: ListFilter): Promise<PageRow[] | null> {
    return (await this.pageAndCounts(filter))?.rows ?? null
  }

  /**
   * A best-match page and, given `count` (the directory's counts read from the database), those counts: read
   * once per version and sector beside the page's first rows and kept with the snapshot, since every change
   * to a count changes the directory's version, and the page's rows say the version is still the snapshot's.
   */
  async pageAndCounts(
    filter: ListFilter,
    count?: () => Promise<MatchCounts>,
  ): Promise<{ rows: PageRow[]; counts?: MatchCounts } | null> {
    const profile = filter.profile
    if (!profile || !hasMatchProfile(profile) || filter.search || !partsToldInMemory(profile)) return null
    const s = await this.#current(true)
    if (!s) return null
    const key = JSON.stringify(profile)
    let ranking = s.rankings.get(key)
    if (!ranking) s.rankings.set(key, (ranking = rank(scoreRows(s.columns, profile))))
    let cursorScore = Infinity
    let cursorRow = 0
    if (filter.cursor) {
      const { score, createdAt } = parseMatchKey(filter.cursor.key)
      cursorScore = score
      cursorRow = firstRowAfter(s, await this.#micros(createdAt), filter.cursor.id.toLowerCase())
    }
    const sector = filter.sector === undefined ? -1 : (s.sectorIndex.get(filter.sector) ?? -2)
    const chosen = sector === -2 ? [] : topRows(s, ranking, filter.limit + 1, sector, cursorScore, cursorRow)
    const countsKey = filter.sector ?? ''
    const known = s.counts.get(countsKey)
    const [rows, counts] = await Promise.all([this.#rowsAsChosen(s, chosen), known ?? count?.()])
    if (!rows) return null
    if (counts && !known) s.counts.set(countsKey, counts)
    // the rows are the snapshot's version: their score and matches are the snapshot's too
    const terms = profileTerms(profile)
    const page = rows.map((row, i) => {
      const r = chosen[i]!
      const stage = s.stageRaw[r]!
      const texts = { location: row.location, stage: stage >= 0 ? s.stageTexts[stage]! : null }
      return { ...row, score: ranking.scores[r]!, matched: partsOfRow(s.columns, terms, r, texts) }
    })
    return { rows: page, counts }
  }

  /**
   * A search's page (newest or oldest first) from its tiers, or null when the database must answer it all:
   * the text or an alias is beyond what memory tells exactly, or the sort is by name. The typo tier is listed
   * in memory when the page or the counts need it (the database's trigram test, once per loaded directory).
   * Past the typo rows it keeps it is not: `typosFollow` says the first two tiers ran out before the page was
   * full, so the database lists the typos after these rows, and `counts` is null when typos could change
   * them. Each row's tier is checked against the database's own CASE.
   */
  async search(
    filter: ListFilter,
  ): Promise<{ rows: PageRow[]; counts: MatchCounts | null; typosFollow: boolean } | null> {
    const { search, cursor } = filter
    if (!search || (filter.sort !== 'latest' && filter.sort !== 'oldest')) return null
    const s = await this.#current(false)
    if (!s) return null
    let hits = s.searches.get(search.text)
    if (!hits) s.searches.set(search.text, (hits = searchHits(s.search, search) ?? { none: true }))
    if ('none' in hits) return null
    const dir = filter.sort === 'latest' ? 'desc' : 'asc'
    let boundary = dir === 'desc' ? 0 : s.ids.length
    if (cursor) {
      const micros = await this.#micros(cursor.key)
      const id = cursor.id.toLowerCase()
      boundary = firstRowAfter(s, micros, id)
      // oldest first continues at the rows before the cursor's, the cursor's own row excluded
      if (dir === 'asc' && boundary > 0 && s.micros[boundary - 1] === micros && s.ids[boundary - 1] === id)
        boundary--
    }
    const sector = filter.sector === undefined ? -1 : (s.sectorIndex.get(filter.sector) ?? -2)
    const fromTier = cursor?.tier ?? 0
    const answer = (hits: SearchHits) => ({
      counts: countHits(hits, s.sectorOf, [...s.sectorIndex.keys()], filter.sector, DIRECTORY_COUNT_CAP),
      picked:
        sector === -2
          ? []
          : pickHits(hits, s.sectorOf, { count: filter.limit + 1, sector, dir, fromTier, boundary }),
    })
    let { counts, picked } = answer(hits)
    if (hits.typos && (fromTier > 1 || picked.length <= filter.limit || !counts)) {
      const listed = await this.#withTypos(s, search, hits)
      if (listed) ({ counts, picked } = answer((hits = listed)))
      else if (fromTier > 1) return null
    }
    const typosFollow = hits.typos && picked.length <= filter.limit
    const rows = await this.#rowsAsChosen(
      s,
      picked.map((p) => p.row),
      { search },
    )
    if (!rows?.every((row, i) => row.tier === picked[i]!.tier)) return null
    return { rows, counts, typosFollow }
  }
}
