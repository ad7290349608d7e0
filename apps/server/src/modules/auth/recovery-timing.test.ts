import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sameOrigin, signUpUser } from '../../testing/auth.ts'
import { startSmtpStandIn, type SmtpStandIn } from '../../testing/smtp-stand-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let smtp: SmtpStandIn
let t: TestApp
beforeAll(async () => {
  smtp = await startSmtpStandIn()
  // limits raised: this test asks for many links for one account on purpose
  t = await createTestApp({ env: { SMTP_URL: smtp.url, AUTH_RATE_LIMIT_FACTOR: '100' } })
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function timeRecover(email: string, i: number): Promise<number> {
  const started = performance.now()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/recover',
    payload: { email },
    headers: sameOrigin,
    remoteAddress: `10.30.${i % 200}.1`,
  })
  const took = performance.now() - started
  expect(res.statusCode).toBe(200)
  return took
}

describe('POST /api/auth/recover timing', () => {
  it('answers as fast for an email with an account as for one without (the work follows the answer)', async () => {
    const user = await signUpUser(t.app)
    const known: number[] = []
    const unknown: number[] = []
    // warm-up, then interleaved so any slowdown of the machine hits both alike
    await timeRecover('nobody@example.com', 0)
    // let each request's work (lookup, token, mail) finish so it does not land on the next one
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
    for (let i = 1; i <= 25; i++) {
      known.push(await timeRecover(user.email, i))
      await settle()
      unknown.push(await timeRecover(`nobody-${i}@example.com`, i))
      await settle()
    }
    // A known email's lookup, token write and activity row run after the answer, so both answer alike.
    expect(median(known)).toBeLessThan(median(unknown) * 1.5 + 1)
  })
})
