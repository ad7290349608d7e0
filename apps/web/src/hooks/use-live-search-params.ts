import { useState } from 'react'
import { useSearchParams, type NavigateOptions } from 'react-router'

type Asked = { search: string; trail: string[] }

/**
 * useSearchParams for filters the user changes quickly. The router's navigations finish asynchronously and a
 * newer one interrupts an older one, so two quick changes (type, then pick a sort) would each start from the
 * same old query and the second would undo the first. Here each change builds on the last one asked for, and
 * the page shows it at once; the URL is the truth again as soon as it lands, or when the user moves elsewhere
 * (Back to a query nobody asked for).
 */
export function useLiveSearchParams() {
  const [params, setParams] = useSearchParams()
  const [asked, setAsked] = useState<Asked | null>(null)
  const current = params.toString()

  // Still on the way while the URL shows where it started or a step it passed through.
  const pending = asked !== null && current !== asked.search && asked.trail.includes(current)
  if (asked !== null && !pending) setAsked(null)
  const live = pending ? new URLSearchParams(asked.search) : params

  function update(change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) {
    const next = change(new URLSearchParams(live)).toString()
    setAsked({ search: next, trail: [...(pending ? asked.trail : []), current, live.toString()] })
    setParams(new URLSearchParams(next), options)
  }

  return [live, update] as const
}
