import { STORAGE_KEYS } from '@coldstart/contract'
import { create } from 'zustand'
import { persist, type PersistStorage } from 'zustand/middleware'

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
  /** Set by an explicit sign-out so guards send the visitor to / (SPEC §4) rather than to /sign-in. */
  signedOutByUser: boolean
  setSignedIn: (user: AuthUser) => void
  signOut: () => void
  acknowledgeSignOut: () => void
  markHydrated: () => void
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

/** Anything stored that is not a consistent signed-in record counts as signed out. */
function sanitize(value: unknown): PersistedAuth {
  const stored = (value ?? {}) as Partial<PersistedAuth>
  return stored.isAuthenticated === true && isAuthUser(stored.user)
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

// Persisted under `auth-store` (SPEC §3) as zustand's `{ state: { isAuthenticated, user }, version }`.
// Placeholder until real sessions arrive: the persisted value decides the status at start-up.
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      isAuthenticated: false,
      user: null,
      hasHydrated: false,
      signedOutByUser: false,
      setSignedIn: (user) => set({ isAuthenticated: true, user, signedOutByUser: false }),
      signOut: () => set({ isAuthenticated: false, user: null, signedOutByUser: true }),
      acknowledgeSignOut: () => set({ signedOutByUser: false }),
      markHydrated: () => set({ hasHydrated: true }),
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

/** Derived, never persisted: loading until storage has been read, then from `isAuthenticated`. */
export function selectAuthStatus(state: Pick<AuthState, 'hasHydrated' | 'isAuthenticated'>): AuthStatus {
  if (!state.hasHydrated) return 'loading'
  return state.isAuthenticated ? 'signed-in' : 'signed-out'
}
