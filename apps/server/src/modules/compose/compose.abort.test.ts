import net from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTemplates, startupEmployees, startups, userProfiles } from '../../db/schema/index.ts'
import { startGeminiStandIn, type AiStandIn } from '../../testing/ai-stand-ins.ts'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { captureLogs } from '../../testing/log-capture.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('a browser closing the compose stream', () => {
  const logs = captureLogs()
  let standIn: AiStandIn
  let t: TestApp
  let user: SignedInUser
  let body: Record<string, unknown>
  let address: URL
  beforeAll(async () => {
    // slow chunks: the browser leaves while the model is still writing
    standIn = await startGeminiStandIn({
      reply: ['Subject: Hi\n\n', 'Dear team, ', 'more'],
      chunkDelayMs: 300,
    })
    t = await createTestApp({
      seed: true,
      env: {
        AI_PROVIDER: 'gemini',
        GEMINI_API_KEY: 'sk-test',
        GEMINI_BASE_URL: standIn.baseUrl,
        LOG_LEVEL: 'debug',
      },
      logStream: logs.stream,
    })
    user = await signUpUser(t.app)
    const db = t.database.db
    await db.insert(userProfiles).values({ userId: user.userId, resumeText: 'Asha Verma\nSkills\nSQL' })
    const [startup] = await db.select().from(startups).where(eq(startups.name, 'Redline Desk'))
    const [employee] = await db
      .select()
      .from(startupEmployees)
      .where(eq(startupEmployees.startupId, startup!.id))
    const [template] = await db.select().from(emailTemplates).limit(1)
    body = { templateId: template!.id, startupId: startup!.id, employeeIds: [employee!.id] }
    address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }))
  })
  afterAll(async () => {
    await t.close()
    await standIn.close()
  })

  it('stops the model and logs no error', async () => {
    const controller = new AbortController()
    const res = await fetch(new URL('/api/compose', address), {
      method: 'POST',
      headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
    const reader = res.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: start')
    await expect.poll(() => standIn.requests.length).toBe(1)
    controller.abort()
    expect(await standIn.waitForAbort(2000)).toBe(true)
    // give a late error (a 500 tried on the started stream) time to be logged
    await sleep(800)
    const bad = logs.atLeast(40).map((l) => `${l.msg} ${JSON.stringify(l.err ?? '')}`)
    expect(bad).toEqual([])
    // the server still answers
    expect((await fetch(new URL('/api/health', address))).status).toBe(200)
  })

  it('logs no error and sends nothing when the browser left before the stream began', async () => {
    logs.lines.length = 0
    // the guard's session check is cached: the request then waits only on the handler's reads
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: bearer(user.accessToken) })).statusCode,
    ).toBe(200)
    // The templates are locked: the handler waits on its read while the browser goes away (a lock, not a
    // sleeping query: PGlite would hold the event loop).
    let release = () => {}
    const released = new Promise<void>((r) => (release = r))
    let locked = () => {}
    const isLocked = new Promise<void>((r) => (locked = r))
    const busy = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${emailTemplates} in access exclusive mode`)
      locked()
      await released
    })
    await isLocked
    const socket = net.connect(Number(address.port), address.hostname)
    await new Promise((r) => socket.once('connect', r))
    const payload = JSON.stringify(body)
    socket.write(
      [
        'POST /api/compose HTTP/1.1',
        `host: ${address.host}`,
        `authorization: Bearer ${user.accessToken}`,
        'content-type: application/json',
        `content-length: ${Buffer.byteLength(payload)}`,
        '',
        payload,
      ].join('\r\n'),
    )
    const composeId = () =>
      logs.lines.find(
        (l) =>
          l.msg === 'incoming request' && (l.req as { url?: string } | undefined)?.url === '/api/compose',
      )?.reqId
    await expect.poll(composeId, { timeout: 20_000 }).toBeTruthy()
    await sleep(500)
    standIn.requests.length = 0
    socket.destroy()
    await sleep(500)
    release()
    await busy
    // the handler's reads finish, then whatever it does with the closed connection is logged
    await expect
      .poll(() => logs.lines.filter((l) => l.reqId === composeId() && l.msg !== 'incoming request').length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    await sleep(1000)
    const bad = logs.atLeast(40).map((l) => `${l.msg} ${JSON.stringify(l.err ?? '')}`)
    expect(bad).toEqual([])
    expect(logs.lines.map((l) => l.msg)).toContain('compose: the browser left before the stream began')
    // no model call for a reader who is gone
    expect(standIn.requests).toHaveLength(0)
  })
})
