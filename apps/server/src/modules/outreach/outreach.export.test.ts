import net, { type AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outreachSends } from '../../db/schema/index.ts'
import { bareList } from '../../db/sql-names.ts'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { EXPORT_MESSAGES, EXPORTS_PER_USER_PER_MINUTE } from './outreach.routes.ts'

// The CSV export is the heaviest thing a student can ask for: one at a time per student, a few a minute,
// and a reader that stops reading is cut off at a deadline (here 1.5 s) rather than holding its export.

const DEADLINE_MS = 1_500
let t: TestApp
let base: string

beforeAll(async () => {
  t = await createTestApp({ env: { EXPORT_DEADLINE_MS: String(DEADLINE_MS) } })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(() => t.close())

/** `count` sends with long subjects: 6,000 make a file (~12 MB) the sockets' buffers do not hold whole. */
async function growLog(who: SignedInUser, count: number) {
  const s = outreachSends
  await t.database.db.execute(sql`
    insert into ${s} (${bareList(s.userId, s.company, s.contactName, s.contactEmail, s.subject, s.channel, s.sentAt)})
    select ${who.userId}, 'Export Co ' || g, 'Person ' || g, 'p' || g || '@export.example.com',
           'Hello ' || g || ' ' || repeat('x', 2000), 'mailto', now() - make_interval(secs => g)
    from generate_series(1, ${count}::int) g`)
}

const exportOf = (who: SignedInUser) =>
  t.app.inject({ method: 'GET', url: '/api/outreach/sends.csv', headers: bearer(who.accessToken) })

/**
 * Starts an export over a real socket that reads only the first bytes, then none: the kernel buffers fill
 * (a few MB) and the server can write no more of the file. `started` is taken before the request is sent, so
 * the time since it is never shorter than the server's own clock for the export, however late the first bytes
 * arrive on a busy machine.
 */
async function stalledReader(who: SignedInUser) {
  const started = performance.now()
  const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(base).port) })
  socket.on('error', () => {})
  socket.write(
    `GET /api/outreach/sends.csv HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${who.accessToken}\r\n\r\n`,
  )
  const firstBytes = await new Promise<string>((resolve) =>
    socket.once('data', (c: Buffer) => resolve(c.toString('latin1'))),
  )
  socket.pause()
  return { socket, firstBytes, started }
}

describe('CSV export throttle', () => {
  it("refuses a student's second export while the first runs, with 429 and Retry-After; another student's works", async () => {
    const [me, other] = await Promise.all([signUpUser(t.app), signUpUser(t.app)])
    await Promise.all([growLog(me, 6_000), growLog(other, 3)])
    const first = await stalledReader(me)
    expect(first.firstBytes).toMatch(/^HTTP\/1\.1 200 /)

    const parallel = await Promise.all([exportOf(me), exportOf(me), exportOf(me)])
    for (const res of parallel) {
      expect(res.statusCode).toBe(429)
      expect(res.headers['retry-after']).toBe('5')
      expect(res.json().message).toBe(EXPORT_MESSAGES.busy)
    }
    const theirs = await exportOf(other)
    expect(theirs.statusCode).toBe(200)
    expect(theirs.body.trim().split('\n')).toHaveLength(4)

    // the stalled reader is cut off at the deadline, and the student may export again
    let again = await stalledReader(me)
    while (
      again.firstBytes.startsWith('HTTP/1.1 429') &&
      performance.now() - first.started < DEADLINE_MS + 10_000
    ) {
      again.socket.destroy()
      await sleep(200)
      again = await stalledReader(me)
    }
    again.socket.destroy()
    const heldMs = performance.now() - first.started
    expect(again.firstBytes).toMatch(/^HTTP\/1\.1 200 /)
    expect(heldMs).toBeGreaterThanOrEqual(DEADLINE_MS - 200)
    first.socket.destroy()
  }, 120_000)

  it(`allows ${EXPORTS_PER_USER_PER_MINUTE} exports a minute per student, then 429 with Retry-After`, async () => {
    const [me, other] = await Promise.all([signUpUser(t.app), signUpUser(t.app)])
    await growLog(me, 2)
    for (let i = 0; i < EXPORTS_PER_USER_PER_MINUTE; i++) expect((await exportOf(me)).statusCode).toBe(200)
    const refused = await exportOf(me)
    expect(refused.statusCode).toBe(429)
    const wait = Number(refused.headers['retry-after'])
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    expect(refused.json().message).toBe(EXPORT_MESSAGES.tooMany(wait))
    // counted per student
    expect((await exportOf(other)).statusCode).toBe(200)
  })
})
