import { firstAtOrAfter } from '../../lib/first-at-or-after.ts'
import type { SearchTerms } from './search-terms.ts'

/** What a search reads in memory: every startup's name and search-vector words, as the database spells them. */
export interface SearchColumns {
  /** lower(name), lower-cased by the database */
  names: string[]
  /** every distinct word of the search vectors, sorted by code unit, so the words of one prefix are adjacent */
  words: string[]
  /** per word, the rows whose vector holds it, ascending */
  rowsByWord: Int32Array[]
}

/** Collects the columns row by row while a snapshot loads. */
export function searchColumnsBuilder() {
  const names: string[] = []
  const rowsOf = new Map<string, number[]>()
  return {
    add(lowerName: string | null, words: string[]) {
      const row = names.length
      names.push(lowerName ?? '')
      // a vector's words are distinct already
      for (const word of words) {
        const rows = rowsOf.get(word)
        if (rows) rows.push(row)
        else rowsOf.set(word, [row])
      }
    },
    done(): SearchColumns {
      const words = [...rowsOf.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      return { names, words, rowsByWord: words.map((w) => Int32Array.from(rowsOf.get(w)!)) }
    },
  }
}

/** A search's rows in its relevance tiers, each ascending (the snapshot's newest-first order). */
export interface SearchHits {
  /** [name contains the text, a word-prefix hit that is not a name hit, only a typo of the name] */
  tiers: [Int32Array, Int32Array, Int32Array]
  /**
   * a typo may match rows outside the first two tiers and the third is not listed yet: only the database's
   * trigram test tells which (withTypoTier lists what it said)
   */
  typos: boolean
}

// Lower-casing beyond ASCII, and how the text-search parser splits such words, are the database's rules.
const OUTSIDE_ASCII = /[^\x20-\x7e]/

/**
 * The tiers the database's tests give (startup-search-tests.ts): a name hit is the lower-cased name containing
 * the lower-cased text (ILIKE on a UTF-8 database lower-cases both sides), a word hit has, for every word group,
 * a vector word starting with one of its spellings (`word:*` in the 'simple' configuration). Null when that
 * cannot be told here exactly: text outside ASCII, or an alias spelled in several words (a phrase needs the
 * words' positions).
 */
export function searchHits(columns: SearchColumns, search: SearchTerms): SearchHits | null {
  if (OUTSIDE_ASCII.test(search.text)) return null
  if (search.wordGroups.some((group) => group.some((spelling) => spelling.length !== 1))) return null
  const size = columns.names.length
  const tierOf = new Uint8Array(size).fill(2)
  if (search.substring) {
    const needle = search.text.toLowerCase()
    for (let r = 0; r < size; r++) if (columns.names[r]!.includes(needle)) tierOf[r] = 0
  }
  if (search.tsquery) {
    const { words, rowsByWord } = columns
    const groupsHit = new Uint8Array(size)
    const seenIn = new Int32Array(size)
    search.wordGroups.forEach((group, g) => {
      for (const [prefix] of group) {
        for (let w = firstAtOrAfter(words, prefix!); w < words.length && words[w]!.startsWith(prefix!); w++) {
          for (const r of rowsByWord[w]!) {
            if (seenIn[r] === g + 1) continue
            seenIn[r] = g + 1
            groupsHit[r]!++
          }
        }
      }
    })
    const all = search.wordGroups.length
    for (let r = 0; r < size; r++) if (groupsHit[r] === all && tierOf[r] === 2) tierOf[r] = 1
  }
  const rowsOf = (tier: number) => {
    const rows: number[] = []
    for (let r = 0; r < size; r++) if (tierOf[r] === tier) rows.push(r)
    return Int32Array.from(rows)
  }
  return { tiers: [rowsOf(0), rowsOf(1), new Int32Array(0)], typos: search.fuzzy }
}

/**
 * The hits with their typo tier listed: the rows the database's typo test matched outside the first two tiers,
 * ascending. Null when memory's first two tiers hold one of them: memory and the database disagree, so the
 * database answers.
 */
export function withTypoTier(hits: SearchHits, typoRows: Int32Array): SearchHits | null {
  const [byName, byWords] = hits.tiers
  const listed = (rows: Int32Array, r: number) => rows[firstAtOrAfter(rows, r)] === r
  if (typoRows.some((r) => listed(byName, r) || listed(byWords, r))) return null
  return { tiers: [byName, byWords, typoRows], typos: false }
}

/** A page's row and the tier it was listed in. */
export interface HitRow {
  row: number
  tier: number
}

/**
 * Up to `count` hits in relevance order, then the snapshot's order (newest first) or its reverse (oldest first),
 * in the sector (-1: any), after the cursor: from tier `fromTier`, rows past `boundary` in it (desc: rows at or
 * after it; asc: rows before it). Fewer when the tiers run out: unlisted typos may follow them (`hits.typos`).
 */
export function pickHits(
  hits: SearchHits,
  sectorOf: Int32Array,
  at: { count: number; sector: number; dir: 'asc' | 'desc'; fromTier: number; boundary: number },
): HitRow[] {
  const picked: HitRow[] = []
  const inSector = (r: number) => at.sector < 0 || sectorOf[r] === at.sector
  for (let tier = at.fromTier; tier < 3 && picked.length < at.count; tier++) {
    const rows = hits.tiers[tier as 0 | 1 | 2]
    const cut = tier === at.fromTier ? firstAtOrAfter(rows, at.boundary) : at.dir === 'desc' ? 0 : rows.length
    if (at.dir === 'desc') {
      for (let i = cut; i < rows.length && picked.length < at.count; i++)
        if (inSector(rows[i]!)) picked.push({ row: rows[i]!, tier })
    } else {
      for (let i = cut - 1; i >= 0 && picked.length < at.count; i--)
        if (inSector(rows[i]!)) picked.push({ row: rows[i]!, tier })
    }
  }
  return picked
}
