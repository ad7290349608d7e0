// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

const user = { id: 'u-1', email: 'asha@example.com', name: 'Asha Rao', avatarUrl: null }

// The store reads `auth-store` when its module loads, so each test imports a fresh copy.
async function loadStore() {
  vi.resetModules()
  return import('./use-auth-store')
}

describe('useAuthStore', () => {
  beforeEach(() => localStorage.clear())

  it('is signed out when nothing is stored', async () => {
    const { useAuthStore, selectAuthStatus } = await loadStore()
    expect(selectAuthStatus(useAuthStore.getState())).toBe('signed-out')
    expect(useAuthStore.getState().user).toBeNull()
  })

  it('is signed in from a persisted session', async () => {
    localStorage.setItem('auth-store', JSON.stringify({ state: { isAuthenticated: true, user }, version: 0 }))
    const { useAuthStore, selectAuthStatus } = await loadStore()
    expect(selectAuthStatus(useAuthStore.getState())).toBe('signed-in')
    expect(useAuthStore.getState().user).toEqual(user)
  })

  it('treats malformed or inconsistent storage as signed out', async () => {
    for (const stored of [
      '{not json',
      JSON.stringify({ state: { isAuthenticated: true, user: null }, version: 0 }),
      JSON.stringify({ state: { isAuthenticated: true, user: { id: 1 } }, version: 0 }),
    ]) {
      localStorage.setItem('auth-store', stored)
      const { useAuthStore, selectAuthStatus } = await loadStore()
      expect(selectAuthStatus(useAuthStore.getState())).toBe('signed-out')
    }
  })

  it('persists only isAuthenticated and user, and sign-out clears them', async () => {
    const { useAuthStore, selectAuthStatus } = await loadStore()
    useAuthStore.getState().setSignedIn(user)
    expect(JSON.parse(localStorage.getItem('auth-store') ?? '{}').state).toEqual({
      isAuthenticated: true,
      user,
    })

    useAuthStore.getState().signOut()
    expect(selectAuthStatus(useAuthStore.getState())).toBe('signed-out')
    expect(useAuthStore.getState().signedOutByUser).toBe(true)
    expect(JSON.parse(localStorage.getItem('auth-store') ?? '{}').state).toEqual({
      isAuthenticated: false,
      user: null,
    })
  })

  it('reports loading until storage has been read', async () => {
    const { selectAuthStatus } = await loadStore()
    expect(selectAuthStatus({ hasHydrated: false, isAuthenticated: true })).toBe('loading')
  })
})
