// What every page's session code needs (the landing included), apart from the sign-in forms' rules in
// auth-rules.ts: a bundler keeps a module whole, so these small pieces stay off the forms' larger module.

/**
 * A path to return to after sign-in, or null when it is not a same-site relative path: it must start with a
 * single "/" (never "//host" or "/\host", which browsers treat as another site), hold no control characters or
 * backslashes, and not point into the API.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null
  if (!/^\/(?![/\\])/.test(value) || /[\\\p{Cc}\s]/u.test(value)) return null
  const path = value.split(/[?#]/)[0] ?? ''
  if (path === '/api' || path.startsWith('/api/')) return null
  // Percent-encoded past ASCII, so it can go in a Location header as it is (a raw "東" there is a 500);
  // a lone surrogate cannot be encoded at all. Capped again: it travels in a cookie.
  let encoded: string
  try {
    encoded = value.replace(/[^\x21-\x7e]+/gu, (run) => encodeURI(run))
  } catch {
    return null
  }
  return encoded.length <= 2000 ? encoded : null
}

export const DEFAULT_SIGNED_IN_PATH = '/app'
/** Where a new account lands, whichever way it signed up: the first run (studies, skills, domains). */
export const FIRST_RUN_PATH = '/app/welcome'

/**
 * Set (not HttpOnly, no secret in it) while a refresh cookie is: the app only asks for a session when it is
 * there, so anonymous visits make no refresh call at all.
 */
export const SIGNED_IN_HINT_COOKIE = 'coldstart_signed_in'
