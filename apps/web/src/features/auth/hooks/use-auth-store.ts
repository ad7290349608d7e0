import { create } from 'zustand'
import { persist, type PersistStorage } from 'zustand/middleware'
import { hasSignedInHint } from '../session/signed-in-hint'
import { STORAGE_KEYS } from '@/config/storage-keys'

export type AuthUser = {
  id: string
  email: string
  name: string
  avatarUrl: string | null
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out'

type PersistedAuth = { isAuthenticated: boolean; user: AuthUser | null }

type AuthState = PersistedAuth & {
  hasHydrated: boolean
  /** The initial session check has answered (until then a visitor not remembered as signed in is "loading"). */
  initialized: boolean
  /** Set by an explicit sign-out so guards send the visitor to / rather than to /sign-in. */
  signedOutByUser: boolean
  setSignedIn: (user: AuthUser) => void
  /** The session ended without the user asking (expired, revoked, signed out in another tab). */
  setSignedOut: () => void
  /** The user pressed Sign Out. */
  signOut: () => void
  acknowledgeSignOut: () => void
  markHydrated: () => void
  markInitialized: () => void
}

function isAuthUser(value: unknown): value is AuthUser {
  if (!value || typeof value !== 'object') return false
  const user = value as Record<string, unknown>
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    (user.avatarUrl === null || typeof user.avatarUrl === 'string')
  )
}

/**
 * Anything stored that is not a consistent signed-in record counts as signed out, and so does a record
 * whose session cookie is gone (expired or cleared): the first paint must not show an app that is not there.
 */
function sanitize(value: unknown): PersistedAuth {
  const stored = (value ?? {}) as Partial<PersistedAuth>
  return stored.isAuthenticated === true && isAuthUser(stored.user) && hasSignedInHint()
    ? { isAuthenticated: true, user: stored.user }
    : { isAuthenticated: false, user: null }
}

// Never throws: unreadable JSON or unavailable storage read as "nothing stored". (zustand drops state set
// during a failed synchronous hydration, which would leave the status stuck on loading.)
const safeLocalStorage: PersistStorage<PersistedAuth> = {
  getItem: (name) => {
    try {
      const raw = localStorage.getItem(name)
      return raw === null ? null : JSON.parse(raw)
    } catch {
      return null
    }
  },
  setItem: (name, value) => {
    try {
      localStorage.setItem(name, JSON.stringify(value))
    } catch {
      // Storage full or unavailable: the session still works for this visit.
    }
  },
  removeItem: (name) => {
    try {
      localStorage.removeItem(name)
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
}

// Persisted under `auth-store` as zustand's `{ state: { isAuthenticated, user }, version }`: only
// for an instant first paint. The session itself (and its access token) lives in session/session-manager.ts,
// which confirms or clears this record as soon as the page loads.
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      isAuthenticated: false,
      user: null,
      hasHydrated: false,
      initialized: false,
      signedOutByUser: false,
      setSignedIn: (user) => set({ isAuthenticated: true, user, signedOutByUser: false }),
      setSignedOut: () => set({ isAuthenticated: false, user: null }),
      signOut: () => set({ isAuthenticated: false, user: null, signedOutByUser: true }),
      acknowledgeSignOut: () => set({ signedOutByUser: false }),
      markHydrated: () => set({ hasHydrated: true }),
      markInitialized: () => set({ initialized: true }),
    }),
    {
      name: STORAGE_KEYS.auth,
      version: 0,
      storage: safeLocalStorage,
      partialize: (state): PersistedAuth => ({ isAuthenticated: state.isAuthenticated, user: state.user }),
      // A record written by another version is validated like any other instead of being dropped noisily.
      migrate: (persisted) => sanitize(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitize(persisted) }),
      // The outer function receives the initial state, whose actions are usable before `create` returns.
      onRehydrateStorage: (initial) => () => initial.markHydrated(),
    },
  ),
)

/**
 * Derived, never persisted. A remembered session shows as signed in at once (and is confirmed or cleared
 * by the initial session check); anyone else is loading until that check has answered.
 */
export function selectAuthStatus(
  state: Pick<AuthState, 'hasHydrated' | 'isAuthenticated' | 'initialized'>,
): AuthStatus {
  if (!state.hasHydrated) return 'loading'
  if (state.isAuthenticated) return 'signed-in'
  return state.initialized ? 'signed-out' : 'loading'
}
