import { useState } from 'react'
import { useLocation, useNavigationType, useSearchParams, type NavigateOptions } from 'react-router'

type Asked = { search: string; trail: string[]; key: string }

/**
 * useSearchParams for filters the user changes quickly. The router's navigations finish asynchronously and a
 * newer one interrupts an older one, so two quick changes (type, then pick a sort) would each start from the
 * same old query and the second would undo the first. Here each change builds on the last one asked for, and
 * the page shows it at once; the URL is the truth again as soon as it lands, or when the user moves elsewhere:
 * Back or Forward, even to where the change started (React may never have shown the step in between).
 */
export function useLiveSearchParams() {
  const [params, setParams] = useSearchParams()
  const [asked, setAsked] = useState<Asked | null>(null)
  const { key } = useLocation()
  const navigationType = useNavigationType()
  const current = params.toString()

  // Still on the way while the URL shows where it started, or a step it passed through that was not Back/Forward.
  const pending =
    asked !== null &&
    current !== asked.search &&
    (key === asked.key || (navigationType !== 'POP' && asked.trail.includes(current)))
  if (asked !== null && !pending) setAsked(null)
  const live = pending ? new URLSearchParams(asked.search) : params

  function update(change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) {
    const next = change(new URLSearchParams(live)).toString()
    setAsked({
      search: next,
      trail: [...(pending ? asked.trail : []), current, live.toString()],
      key: pending ? asked.key : key,
    })
    setParams(new URLSearchParams(next), options)
  }

  return [live, update] as const
}
