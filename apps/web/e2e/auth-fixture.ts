import { randomUUID } from 'node:crypto'
import type { APIResponse, Page } from '@playwright/test'

export interface TestUser {
  id: string
  email: string
  name: string
}

export const TEST_PASSWORD = 'correct horse battery staple'
// playwright.config.ts lists this address in ADMIN_EMAILS for the test server.
export const ADMIN_EMAIL = 'admin@coldstart.test'

// What a page of the site sends itself; the auth routes refuse cookie-setting calls from anywhere else.
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

/** Resolves an API path against the page's baseURL, or an explicit one (scripts without a test config). */
function apiUrl(path: string, baseURL?: string) {
  return baseURL ? new URL(path, baseURL).toString() : path
}

async function expectOk(response: APIResponse, what: string) {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`)
  return response
}

/**
 * A fresh access token for the session the page's context holds (rotating its refresh cookie, as the app
 * does), for the API calls a test makes itself.
 */
export async function accessToken(page: Page): Promise<string> {
  const response = await expectOk(
    await page.request.post('/api/auth/refresh', { headers: SAME_ORIGIN }),
    'refreshing the session',
  )
  return ((await response.json()) as { access_token: string }).access_token
}

/**
 * Signs a real user in for the page: signs up (or, when the email exists, signs in) with email and
 * password through the API, which sets the session cookies in the page's browser context. The page's next
 * load starts signed in. Without an email, each call makes a fresh user (tests do not share data).
 * `id` cannot be chosen: the returned user carries the real one.
 */
export async function signIn(
  page: Page,
  user: Partial<TestUser> = {},
  options: { baseURL?: string } = {},
): Promise<TestUser> {
  const email = user.email ?? `asha.verma.${randomUUID().slice(0, 8)}@example.com`
  const name = user.name ?? 'Asha Verma'
  const request = page.context().request
  let response = await request.post(apiUrl('/api/auth/sign-up', options.baseURL), {
    headers: SAME_ORIGIN,
    data: { email, password: TEST_PASSWORD, fullName: name },
  })
  if (response.status() === 409) {
    response = await request.post(apiUrl('/api/auth/sign-in', options.baseURL), {
      headers: SAME_ORIGIN,
      data: { email, password: TEST_PASSWORD },
    })
  }
  await expectOk(response, `signing in ${email}`)
  const session = (await response.json()) as { user: { id: string; email: string; fullName: string | null } }
  return { id: session.user.id, email: session.user.email, name: session.user.fullName ?? name }
}

/**
 * Signs the test server's admin in. Admin rights only come from the server: the test server lists
 * ADMIN_EMAIL in ADMIN_EMAILS, which grants them at a Google sign-in (a verified address), so this goes
 * through the Google stand-in's account chooser with that email.
 */
export async function signInAsAdmin(page: Page, options: { baseURL?: string } = {}): Promise<TestUser> {
  const request = page.context().request
  const started = await expectOk(
    await request.post(apiUrl('/api/auth/google/authorize', options.baseURL), {
      headers: SAME_ORIGIN,
      data: { redirectTo: '/admin' },
    }),
    'starting Google sign-in',
  )
  const { url } = (await started.json()) as { url: string }
  // Google's side: the chooser page, then its form, whose redirects end at our callback and then /admin.
  const chooser = await expectOk(await request.get(url), 'opening the Google stand-in')
  const interaction = new URL(chooser.url())
  const back = await expectOk(
    await request.post(new URL(`${interaction.pathname}/login`, interaction.origin).toString(), {
      form: { email: ADMIN_EMAIL, name: 'Admin Person' },
    }),
    'choosing the admin account',
  )
  if (new URL(back.url()).pathname !== '/admin') throw new Error(`Google sign-in ended at ${back.url()}`)
  const me = await expectOk(
    await request.post(apiUrl('/api/auth/refresh', options.baseURL), { headers: SAME_ORIGIN }),
    'reading the admin session',
  )
  const session = (await me.json()) as { user: { id: string; email: string; fullName: string | null } }
  return { id: session.user.id, email: session.user.email, name: session.user.fullName ?? 'Admin Person' }
}
