// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const user = { id: 'u-1', email: 'asha@example.com', name: 'Asha Rao', avatarUrl: null }
const stored = (state: unknown) => JSON.stringify({ state, version: 0 })

// The store reads `auth-store` when its module loads, so each test imports a fresh copy.
async function loadStore() {
  vi.resetModules()
  return import('./use-auth-store')
}

function setHintCookie(present: boolean) {
  document.cookie = present ? 'coldstart_signed_in=1; path=/' : 'coldstart_signed_in=; path=/; max-age=0'
}

describe('useAuthStore', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => setHintCookie(false))

  it('is loading, not signed out, until the initial session check answers', async () => {
    const { useAuthStore, selectAuthStatus } = await loadStore()
    expect(selectAuthStatus(useAuthStore.getState())).toBe('loading')
    useAuthStore.getState().markInitialized()
    expect(selectAuthStatus(useAuthStore.getState())).toBe('signed-out')
    expect(useAuthStore.getState().user).toBeNull()
  })

  it('paints a remembered session as signed in at once while its cookie is there', async () => {
    setHintCookie(true)
    localStorage.setItem('auth-store', stored({ isAuthenticated: true, user }))
    const { useAuthStore, selectAuthStatus } = await loadStore()
    expect(selectAuthStatus(useAuthStore.getState())).toBe('signed-in')
    expect(useAuthStore.getState().user).toEqual(user)
  })

  it('does not trust a remembered session whose cookie is gone', async () => {
    localStorage.setItem('auth-store', stored({ isAuthenticated: true, user }))
    const { useAuthStore } = await loadStore()
    expect(useAuthStore.getState().isAuthenticated).toBe(false)
  })

  it('treats malformed or inconsistent storage as signed out', async () => {
    setHintCookie(true)
    for (const value of [
      '{not json',
      stored({ isAuthenticated: true, user: null }),
      stored({ isAuthenticated: true, user: { id: 1 } }),
    ]) {
      localStorage.setItem('auth-store', value)
      const { useAuthStore } = await loadStore()
      expect(useAuthStore.getState().isAuthenticated).toBe(false)
    }
  })

  it('persists only isAuthenticated and user; sign-out by the user clears them and says so', async () => {
    const { useAuthStore, selectAuthStatus } = await loadStore()
    useAuthStore.getState().setSignedIn(user)
    expect(JSON.parse(localStorage.getItem('auth-store') ?? '{}').state).toEqual({
      isAuthenticated: true,
      user,
    })

    useAuthStore.getState().signOut()
    useAuthStore.getState().markInitialized()
    expect(selectAuthStatus(useAuthStore.getState())).toBe('signed-out')
    expect(useAuthStore.getState().signedOutByUser).toBe(true)
    expect(JSON.parse(localStorage.getItem('auth-store') ?? '{}').state).toEqual({
      isAuthenticated: false,
      user: null,
    })
  })

  it('an ended session (not the user’s choice) does not count as a sign-out by the user', async () => {
    const { useAuthStore } = await loadStore()
    useAuthStore.getState().setSignedIn(user)
    useAuthStore.getState().setSignedOut()
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      signedOutByUser: false,
    })
  })

  it('reports loading until storage has been read', async () => {
    const { selectAuthStatus } = await loadStore()
    expect(selectAuthStatus({ hasHydrated: false, isAuthenticated: true, initialized: true })).toBe('loading')
  })
})
