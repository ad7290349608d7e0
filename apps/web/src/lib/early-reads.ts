import { env } from '@/config/env'

declare global {
  interface Window {
    /** public/early.js: reads of the page's first data by URL, started once the session check answered */
    coldstartEarlyReads?: Record<string, Promise<Response | null>>
  }
}

/**
 * The answer to the read public/early.js started for `path` (under /api), taken once; null when it started
 * none (that script knows only the same-origin `/api`). The answer may be an error or null: the caller then
 * asks the server itself.
 */
export function takeEarlyRead(path: string): Promise<Response | null> | null {
  const reads = typeof window === 'undefined' ? undefined : window.coldstartEarlyReads
  if (!reads || env.apiBaseUrl !== '/api') return null
  const url = `${env.apiBaseUrl}${path}`
  const read = reads[url] ?? null
  delete reads[url]
  return read
}
