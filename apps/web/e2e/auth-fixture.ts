import type { Page } from '@playwright/test'

export interface TestUser {
  id: string
  email: string
  name: string
}

/**
 * Puts a signed-in user in the page before it loads. Flows that need "a signed-in student" call this and
 * nothing else, so the way a test signs in can change in one place.
 */
export async function signIn(page: Page, user: Partial<TestUser> = {}): Promise<TestUser> {
  const full: TestUser = {
    id: user.id ?? '00000000-0000-4000-8000-000000000001',
    email: user.email ?? 'asha.student@example.com',
    name: user.name ?? 'Asha Verma',
  }
  await page.addInitScript((u) => {
    window.localStorage.setItem(
      'auth-store',
      JSON.stringify({ state: { isAuthenticated: true, user: { ...u, avatarUrl: null } }, version: 0 }),
    )
  }, full)
  return full
}
