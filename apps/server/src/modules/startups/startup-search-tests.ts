import { or, sql, type SQL } from 'drizzle-orm'
import { startups } from '../../db/schema/index.ts'
import type { SearchTerms } from './search-terms.ts'

/** The three ways a row can match a search, in relevance order; null where the text is too short for one. */
export function searchTests(search: SearchTerms) {
  return {
    // name contains the text
    nameHit: search.substring ? sql`${startups.name} ilike ${search.likePattern}` : null,
    // word-prefix full-text hit (name, tags, sector, description, location)
    fullText: search.tsquery
      ? sql`${startups.searchVector} @@ to_tsquery('simple', ${search.tsquery})`
      : null,
    // word similarity: a typo in one word of a longer name still matches
    typo: search.fuzzy ? sql`${search.text} <% ${startups.name}` : null,
  }
}

/** Matches a search: name contains the text, a word-prefix full-text hit, or a name within typo distance. */
export function searchCondition(search: SearchTerms): SQL {
  const parts = Object.values(searchTests(search)).filter((p): p is SQL => p !== null)
  return parts.length ? or(...parts)! : sql`false`
}

/** Relevance tier: 0 name contains the text, 1 full-text hit (name, tags, sector, description, location), 2 typo match. */
export function tierOf(search: SearchTerms | null): SQL<number> {
  if (!search) return sql<number>`0`
  const { nameHit, fullText } = searchTests(search)
  return sql<number>`(case ${nameHit ? sql`when ${nameHit} then 0` : sql``} ${fullText ? sql`when ${fullText} then 1` : sql``} else 2 end)`
}
