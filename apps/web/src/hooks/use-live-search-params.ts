import { startTransition, useContext, useState } from 'react'
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useNavigate,
  useSearchParams,
  type NavigateOptions,
} from 'react-router'

type Asked = { search: string }

/**
 * useSearchParams for filters the user changes quickly. The router's navigations finish asynchronously and a
 * newer one interrupts an older one, so two quick changes (type, then pick a sort) would each start from the
 * same old query and the second would undo the first. Here each change builds on the last one asked for, and
 * the page shows it at once. The URL is the truth again once the router has settled that change: landed, or
 * given up for a move of the user's own (Back or Forward, even to where the change started, a link).
 */
export function useLiveSearchParams() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [asked, setAsked] = useState<Asked | null>(null)
  // Where the router is, drawn or not: React may draw the end of a change (below) before the router's own
  // transition, which waits while the page suspends for the new query's data. Read from the drawn URL, the
  // page fell back to the query before the change, and a change made then dropped it (a sort picked, then a
  // sector: the sector's link had no sort).
  const router = useContext(DataRouterContext)?.router
  const landed = router ? new URLSearchParams(router.state.location.search) : params
  const current = landed.toString()

  const pending = asked !== null && current !== asked.search
  if (asked !== null && !pending) setAsked(null)
  const live = pending ? new URLSearchParams(asked.search) : landed

  function update(change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) {
    const next = change(new URLSearchParams(live)).toString()
    const thisChange: Asked = { search: next }
    setAsked(thisChange)
    // Let go in a transition, so React draws it with the router's own transition (the landed URL), never the
    // URL the change started from. The router settles a navigation whether it lands or is interrupted; only
    // the latest change's settling counts.
    const settle = () => startTransition(() => setAsked((a) => (a === thisChange ? null : a)))
    void Promise.resolve(navigate(`?${next}`, options)).then(settle, settle)
  }

  return [live, update] as const
}
