import { env } from '@/config/env'

declare global {
  interface Window {
    /** public/early.js: the page's session check, sent before the app's code arrived (null: failed in transit) */
    coldstartEarlySessionCheck?: Promise<Response | null>
  }
}

/**
 * The session check public/early.js started, taken once (later refreshes are the session manager's own).
 * That script knows only the same-origin `/api`; a build pointed elsewhere ignores it.
 */
export function takeEarlySessionCheck(): Promise<Response | null> | null {
  const early = window.coldstartEarlySessionCheck ?? null
  delete window.coldstartEarlySessionCheck
  return env.apiBaseUrl === '/api' ? early : null
}
