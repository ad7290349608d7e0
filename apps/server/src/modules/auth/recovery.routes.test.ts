import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityLogs } from '../../db/schema/index.ts'
import {
  bearer,
  refreshWith,
  sameOrigin,
  setCookie,
  signUpUser,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from '../../testing/auth.ts'
import { startSmtpStandIn, type SmtpStandIn } from '../../testing/smtp-stand-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let smtp: SmtpStandIn
let t: TestApp
beforeAll(async () => {
  smtp = await startSmtpStandIn()
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'ColdStart <hello@coldstart.test>' } })
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

let address = 0
function post(url: string, payload: object, headers: Record<string, string> = sameOrigin) {
  address += 1
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.5.0.${address}` })
}

async function resetLinkFor(email: string) {
  const res = await post('/api/auth/recover', { email })
  expect(res.statusCode).toBe(200)
  const mail = await smtp.nextMail()
  expect(mail.to).toEqual([email])
  expect(mail.raw).toContain('From: ColdStart <hello@coldstart.test>')
  const link = /(http:\/\/\S+\/reset-password#token=[\w-]{43})/.exec(mail.text)?.[1]
  expect(link?.startsWith(`${TEST_ORIGIN}/reset-password#token=`)).toBe(true)
  return new URL(link!).hash.slice('#token='.length)
}

describe('password reset by one-time link', () => {
  it('mails a link whose token signs the user in once; the new password then works and the old one does not', async () => {
    const user = await signUpUser(t.app)
    const token = await resetLinkFor(user.email)

    const verified = await post('/api/auth/verify-recovery', { token })
    expect(verified.statusCode).toBe(200)
    const session = verified.json()
    expect(session.user.id).toBe(user.userId)
    expect(setCookie(verified, 'coldstart_refresh')).toBeTruthy()

    const again = await post('/api/auth/verify-recovery', { token })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(
      'This password reset link is invalid or has expired. Ask for a new one.',
    )

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(session.access_token),
      payload: { password: 'a brand new passphrase' },
    })
    expect(changed.statusCode).toBe(200)
    // sessions from before the reset are over; the one that changed the password stays
    const before = await refreshWith(t.app, user.refreshToken)
    expect(before.statusCode).toBe(401)
    const current = await refreshWith(t.app, setCookie(verified, 'coldstart_refresh'))
    expect(current.statusCode).toBe(200)

    expect((await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      400,
    )
    expect(
      (await post('/api/auth/sign-in', { email: user.email, password: 'a brand new passphrase' })).statusCode,
    ).toBe(200)
    const actions = (
      await t.database.db.select().from(activityLogs).where(eq(activityLogs.userId, user.userId))
    ).map((l) => l.actionType)
    expect(actions).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_recovered', 'password_changed']),
    )
  })

  it('answers the same for an unknown email and sends nothing', async () => {
    const known = await signUpUser(t.app)
    const res = await post('/api/auth/recover', { email: 'nobody-here@example.com' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      message: 'If an account exists for that email, a link to reset the password is on its way.',
    })
    await expect(smtp.nextMail(500)).rejects.toThrow('no mail arrived')
    expect((await post('/api/auth/recover', { email: known.email })).json()).toEqual(res.json())
    await smtp.nextMail()
  })

  it('only the latest link works', async () => {
    const user = await signUpUser(t.app)
    const first = await resetLinkFor(user.email)
    const second = await resetLinkFor(user.email)
    expect((await post('/api/auth/verify-recovery', { token: first })).statusCode).toBe(400)
    expect((await post('/api/auth/verify-recovery', { token: second })).statusCode).toBe(200)
  })

  it('refuses malformed input with 400 and another site with 403', async () => {
    expect((await post('/api/auth/recover', { email: 'not-an-email' })).statusCode).toBe(400)
    expect((await post('/api/auth/recover', {})).statusCode).toBe(400)
    expect((await post('/api/auth/verify-recovery', { token: 'short' })).statusCode).toBe(400)
    expect((await post('/api/auth/verify-recovery', { token: 'x'.repeat(43) })).statusCode).toBe(400)
    expect(
      (await post('/api/auth/recover', { email: 'a@example.com' }, { 'sec-fetch-site': 'cross-site' }))
        .statusCode,
    ).toBe(403)
  })

  it('sends at most 3 links an hour for one account asked from one address', async () => {
    const user = await signUpUser(t.app)
    for (let i = 0; i < 3; i++) {
      expect((await recoverFrom('10.6.0.1', user.email)).statusCode).toBe(200)
      await smtp.nextMail()
    }
    const limited = await recoverFrom('10.6.0.1', user.email.toUpperCase())
    expect(limited.statusCode).toBe(429)
    await expect(smtp.nextMail(300)).rejects.toThrow()
    // a stranger asking for someone's links does not stop the owner's own (before: 429 for an hour)
    expect((await recoverFrom('10.6.0.2', user.email)).statusCode).toBe(200)
    expect((await smtp.nextMail()).to).toEqual([user.email])
  })

  it('sends at most 10 links an hour for one account, from any addresses', async () => {
    const user = await signUpUser(t.app)
    for (let i = 0; i < 10; i++) {
      expect((await recoverFrom(`10.6.1.${i}`, user.email)).statusCode).toBe(200)
      await smtp.nextMail()
    }
    expect((await recoverFrom('10.6.1.99', user.email)).statusCode).toBe(429)
    await expect(smtp.nextMail(300)).rejects.toThrow()
  })
})

function recoverFrom(ip: string, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/recover',
    payload: { email },
    headers: sameOrigin,
    remoteAddress: ip,
  })
}
