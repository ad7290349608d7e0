import { randomInt, randomUUID } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { AuthSession } from '@coldstart/contract'
import type { Db } from '../db/client.ts'
import { insertAdmin } from '../modules/admin/admin.repository.ts'

// createTestApp's PUBLIC_URL (the default for PORT 3000): what a browser on the site sends as Origin.
export const TEST_ORIGIN = 'http://localhost:3000'
export const TEST_PASSWORD = 'correct horse battery staple'

export interface SignedInUser {
  session: AuthSession
  userId: string
  email: string
  accessToken: string
  refreshToken: string
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
export const sameOrigin = { origin: TEST_ORIGIN }

/** The value a response set for a cookie ('' when it cleared it, undefined when it did not touch it). */
export function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value
}

/** POST /api/auth/refresh with a refresh token in the cookie, as the site's own page would send it. */
export function refreshWith(
  app: FastifyInstance,
  token: string | undefined,
  headers: Record<string, string> = sameOrigin,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers,
    cookies: token ? { coldstart_refresh: token } : {},
  })
}

/** POST /api/auth/sign-out with a refresh token in the cookie, from the site's own page. */
export function signOutWith(app: FastifyInstance, token: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: sameOrigin,
    cookies: token ? { coldstart_refresh: token } : {},
  })
}

/** A fresh email + password account, signed in, as the API tests' "signed-in user". */
export async function signUpUser(
  app: FastifyInstance,
  input: { email?: string; password?: string; fullName?: string } = {},
): Promise<SignedInUser> {
  const email = input.email ?? `student-${randomUUID().slice(0, 8)}@example.com`
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: sameOrigin,
    // a fresh client address each time, so tests making many users stay under the per-address sign-up limit
    remoteAddress: `198.18.${randomInt(256)}.${randomInt(256)}`,
    payload: { email, password: input.password ?? TEST_PASSWORD, fullName: input.fullName ?? 'Asha Verma' },
  })
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const session = res.json() as AuthSession
  return {
    session,
    userId: session.user.id,
    email,
    accessToken: session.access_token,
    refreshToken: setCookie(res, 'coldstart_refresh')!,
  }
}

/** A signed-in admin: admin rights are only ever granted on the server, as here. */
export async function signUpAdmin(app: FastifyInstance, db: Db): Promise<SignedInUser> {
  const user = await signUpUser(app, { fullName: 'Admin Person' })
  await insertAdmin(db, user.userId)
  return user
}
