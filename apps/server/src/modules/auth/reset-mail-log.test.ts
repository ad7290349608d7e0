import { afterEach, describe, expect, it } from 'vitest'
import { sameOrigin, signUpUser } from '../../testing/auth.ts'
import { captureLogs } from '../../testing/log-capture.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/** Asks for a reset link with no SMTP_URL and returns every log line once the mail step has run. */
async function requestResetWithoutSmtp(nodeEnv: 'production' | 'development') {
  const logs = captureLogs()
  t = await createTestApp({ env: { NODE_ENV: nodeEnv, LOG_LEVEL: 'info' }, logStream: logs.stream })
  const user = await signUpUser(t.app)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/recover',
    headers: sameOrigin,
    payload: { email: user.email },
  })
  expect(res.statusCode).toBe(200)
  await expect
    .poll(() => logs.lines.some((l) => l.msg?.includes('Reset your ColdStart password')), { timeout: 10_000 })
    .toBe(true)
  return { logs, text: logs.lines.map((l) => JSON.stringify(l)).join('\n') }
}

describe('a password reset with SMTP_URL unset', () => {
  it('never logs the link in production; it warns that mail is not configured', async () => {
    const { logs, text } = await requestResetWithoutSmtp('production')
    expect(text).not.toContain('reset-password')
    expect(text).not.toContain('token=')
    const warning = logs.lines.find((l) => l.msg?.includes('Reset your ColdStart password'))
    expect(warning?.level).toBe(40)
    expect(warning?.msg).toMatch(/SMTP_URL is not configured/)
  })

  it('logs the link in development, the documented way to get it', async () => {
    const { text } = await requestResetWithoutSmtp('development')
    expect(text).toMatch(/reset-password#token=[\w-]+/)
  })
})
