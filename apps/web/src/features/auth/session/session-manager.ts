import { type AuthSession, type SessionUser } from '@coldstart/contract'
import { ApiError, readJson } from '@/lib/api-client'
import { setAccessTokenSource } from '@/lib/auth-token'
import { authFetch } from './auth-fetch'
import { takeEarlySessionCheck } from './early-session-check'
import { hasSignedInHint } from './signed-in-hint'

// the session is checked every tick and refreshed when it has this many ticks or fewer left
export const SESSION_REFRESH_TICK_MS = 30_000
export const SESSION_REFRESH_THRESHOLD_TICKS = 3

// The auth events listeners hear.
export type AuthEvent =
  'INITIAL_SESSION' | 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'SIGNED_OUT' | 'PASSWORD_RECOVERY'

export type AuthListener = (event: AuthEvent, session: AuthSession | null) => void

// One session per page, shared by every caller. The access token is only ever here,
// in memory; the refresh token is in an HttpOnly cookie this code cannot read.
let session: AuthSession | null = null
let initialization: Promise<void> | null = null
let refreshing: Promise<string | null> | null = null
let ticker: ReturnType<typeof setInterval> | null = null
const listeners = new Set<AuthListener>()
let markCheckSent = () => {}
const checkSent = new Promise<void>((resolve) => (markCheckSent = resolve))

/** Resolves once the page's first session check has gone out (at once when there is none to make). */
export function sessionCheckSent(): Promise<void> {
  return checkSent
}

function emit(event: AuthEvent, next: AuthSession | null) {
  session = next
  for (const listener of listeners) listener(event, next)
}

export function onAuthStateChange(listener: AuthListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getSession(): AuthSession | null {
  return session
}

/**
 * Ticks of SESSION_REFRESH_TICK_MS (30 s) left before expiry; refresh at SESSION_REFRESH_THRESHOLD_TICKS (3)
 * or fewer.
 */
export function needsRefresh(current: AuthSession, now = Date.now()): boolean {
  const ticksLeft = Math.floor((current.expires_at * 1000 - now) / SESSION_REFRESH_TICK_MS)
  return ticksLeft <= SESSION_REFRESH_THRESHOLD_TICKS
}

/** Other tabs share the refresh cookie: one refresh at a time across them, so none spends a used token. */
function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? locks.request('coldstart-auth-refresh', run) : run()
}

/**
 * POST /refresh under the cross-tab lock. At start-up, the answer to the check public/early.js already sent
 * under that lock instead, unless it failed in transit.
 */
async function requestRefresh(event: 'INITIAL_SESSION' | 'TOKEN_REFRESHED'): Promise<AuthSession> {
  const early = event === 'INITIAL_SESSION' ? takeEarlySessionCheck() : null
  if (early) {
    markCheckSent()
    const response = await early
    if (response) return readJson<AuthSession>(response)
  }
  return withRefreshLock(() => {
    const request = authFetch<AuthSession>('/refresh', { method: 'POST' })
    markCheckSent()
    return request
  })
}

/** One refresh at a time in this tab too: every caller waiting gets the same new token. */
function rotate(event: 'INITIAL_SESSION' | 'TOKEN_REFRESHED'): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const next = await requestRefresh(event)
      emit(event, next)
      return next.access_token
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        emit(event === 'INITIAL_SESSION' ? event : 'SIGNED_OUT', null)
        return null
      }
      // Logged, and at start-up auth is cleared; later the current token is kept while it lasts.
      console.warn('Could not refresh the session', error)
      if (event === 'INITIAL_SESSION') emit(event, null)
      const current = getSession()
      return current && current.expires_at * 1000 > Date.now() ? current.access_token : null
    }
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

/** The initial session, from the refresh cookie. Runs once; later calls wait for the same result. */
export function initialize(): Promise<void> {
  initialization ??= hasSignedInHint()
    ? rotate('INITIAL_SESSION').then(() => undefined)
    : Promise.resolve().then(() => emit('INITIAL_SESSION', null))
  if (!hasSignedInHint()) markCheckSent()
  return initialization
}

export function refreshSession(): Promise<string | null> {
  return rotate('TOKEN_REFRESHED')
}

/** One tick of the auto-refresh clock (exported for tests). */
export function tick(now = Date.now()) {
  if (session && !refreshing && needsRefresh(session, now)) void refreshSession()
}

export function startAutoRefresh() {
  if (ticker) return
  ticker = setInterval(() => tick(), SESSION_REFRESH_TICK_MS)
  // A tab back from the background may have slept through its ticks.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') tick()
  })
}

async function startSession(event: 'SIGNED_IN' | 'PASSWORD_RECOVERY', path: string, body: unknown) {
  const next = await authFetch<AuthSession>(path, { method: 'POST', body })
  initialization ??= Promise.resolve()
  emit(event, next)
  return next
}

export const signInWithPassword = (credentials: { email: string; password: string }) =>
  startSession('SIGNED_IN', '/sign-in', credentials)

export const signUpWithPassword = (input: { email: string; password: string; fullName?: string }) =>
  startSession('SIGNED_IN', '/sign-up', input)

/** A reset link's token signs the user in, so they can choose a new password (the "password recovery" event). */
export const verifyRecoveryToken = (token: string) =>
  startSession('PASSWORD_RECOVERY', '/verify-recovery', { token })

export async function updateUser(changes: {
  password?: string
  fullName?: string | null
}): Promise<SessionUser> {
  const current = session
  if (!current) throw new ApiError(401, 'Auth session missing!')
  const user = await authFetch<SessionUser>('/user', {
    method: 'PUT',
    body: changes,
    token: current.access_token,
  })
  emit('USER_UPDATED', { ...current, user })
  return user
}

/** Google's authorization URL for this sign-in (the caller navigates there). */
export async function startGoogleSignIn(redirectTo: string): Promise<string> {
  const { url } = await authFetch<{ url: string }>('/google/authorize', {
    method: 'POST',
    body: { redirectTo },
  })
  return url
}

export async function requestPasswordReset(email: string): Promise<string> {
  const { message } = await authFetch<{ message: string }>('/recover', { method: 'POST', body: { email } })
  return message
}

/** Ends the session here at once; the server revokes it too (a failure there is only logged). */
export async function signOut(): Promise<void> {
  emit('SIGNED_OUT', null)
  try {
    await authFetch('/sign-out', { method: 'POST' })
  } catch (error) {
    console.warn('Could not end the session on the server', error)
  }
}

/** Another tab signed out: forget the session here without calling the server again. */
export function forgetSession() {
  if (session) emit('SIGNED_OUT', null)
}

setAccessTokenSource({
  current: () => session?.access_token ?? null,
  async ready() {
    await initialize()
    if (refreshing) await refreshing
    if (session && session.expires_at * 1000 - Date.now() < 10_000) await refreshSession()
    return session?.access_token ?? null
  },
  refresh: () => (session ? refreshSession() : Promise.resolve(null)),
})
