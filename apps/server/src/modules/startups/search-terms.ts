import { expandAliases } from '../../lib/search-aliases.ts'

/**
 * Turns whatever a user typed into safe search inputs. Nothing here reaches SQL as text: the results are
 * bound parameters, and the tsquery is built only from letters and digits so it can never be malformed.
 */
export interface SearchTerms {
  /** trimmed, whitespace-collapsed text (at most 200 characters) for trigram similarity */
  text: string
  /** the text as an ILIKE pattern with %, _ and \ escaped */
  likePattern: string
  /**
   * prefix tsquery such as `fin:* & pay:*`, or null when the text has no word characters; a city or sector
   * alias asks for its whole group: `(bengaluru:* | bangalore:*)`
   */
  tsquery: string | null
  /** the tsquery's parts: every group must match, a group by any of its spellings, a spelling its words in a row */
  wordGroups: string[][][]
  /**
   * Substring and typo matching need trigrams: below 3 characters a substring match cannot use the trigram
   * index (a full scan, 100+ ms at 100,000 startups) and below 4 a "typo" matches noise. Word prefixes still
   * find short terms such as "ai".
   */
  substring: boolean
  fuzzy: boolean
}

/** One word as a prefix; an alias group as any of its spellings, a spelling of several words as a phrase. */
function anyOf(group: string[][]): string {
  const spellings = group.map((ws) => ws.map((w) => `${w}:*`).join(' <-> '))
  return spellings.length === 1 ? spellings[0]! : `(${spellings.join(' | ')})`
}

const MAX_SEARCH_CHARS = 200
const MAX_WORDS = 8

export function parseSearch(raw: string | undefined): SearchTerms | null {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_CHARS)
  if (!text) return null
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS)
  const wordGroups = expandAliases(words)
  return {
    text,
    likePattern: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    tsquery: words.length ? wordGroups.map(anyOf).join(' & ') : null,
    wordGroups,
    substring: text.length >= 3 || !words.length,
    fuzzy: text.length >= 4,
  }
}
