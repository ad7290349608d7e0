import { useState } from 'react'
import { useDebouncedValue } from './use-debounced-value'

/**
 * A list's search box and page: `search` is what the box shows, `q` the trimmed text once typing pauses
 * (what the server is asked for); a new search or filter goes back to page 1.
 */
export function usePagedSearch(delayMs = 300) {
  const [search, setSearchText] = useState('')
  const [page, setPage] = useState(1)
  const q = useDebouncedValue(search.trim(), delayMs)
  return {
    search,
    q,
    page,
    setPage,
    setSearch: (next: string) => {
      setSearchText(next)
      setPage(1)
    },
    /** wraps a filter's setter so that changing it goes back to page 1 */
    resetting:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value)
        setPage(1)
      },
  }
}
