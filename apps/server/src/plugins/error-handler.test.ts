import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { serializeErrorForLog, serializeRequestForLog } from './error-handler.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

function captureLogger(serializers: { err?: typeof serializeErrorForLog } = {}) {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { log: Fastify({ logger: { level: 'error', stream, serializers } }).log, lines }
}

describe('serializeErrorForLog', () => {
  it('logs a failed query without its parameter values: no password hash, no email', async () => {
    const row = {
      email: 'victim.person@example.com',
      passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaGhhc2hoYXNo',
    }
    await database.db.insert(users).values(row)
    const err = await database.db
      .insert(users)
      .values(row)
      .then(() => null)
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Error)
    // what the log said before: pino's own serializer writes the parameters out
    const before = captureLogger()
    before.log.error({ err }, 'unhandled error')
    expect(before.lines.join('')).toContain('scrypt$')

    const { log, lines } = captureLogger({ err: serializeErrorForLog })
    log.error({ err }, 'unhandled error')
    const written = lines.join('')
    expect(written).not.toContain('scrypt$')
    expect(written).not.toContain('victim.person')
    expect(written).not.toContain('example.com')
    const logged = JSON.parse(written) as { err: { query: string; cause: { code: string } } }
    expect(logged.err.query).toMatch(/insert into "users"/)
    expect(logged.err.cause.code).toBe('23505')
  })

  it('redacts emails and hashes from any other error message', () => {
    const out = serializeErrorForLog(new Error('no user a.b@c.io with scrypt$1$2$3 here'))
    expect(out.message).toBe('no user [email] with [password hash] here')
  })
})

describe('serializeRequestForLog', () => {
  it("drops the auth routes' query strings (Google's one-time code) and redacts emails elsewhere", () => {
    const at = (url: string) => serializeRequestForLog({ method: 'GET', url, ip: '10.0.0.1' }).url
    expect(at('/api/auth/google/callback?code=secret-code&state=s')).toBe(
      '/api/auth/google/callback?[redacted]',
    )
    expect(at('/api/startups?q=asha%40example.com')).toBe('/api/startups?q=[email]')
    expect(at('/api/startups?q=asha@example.com')).toBe('/api/startups?q=[email]')
    expect(at('/api/health')).toBe('/api/health')
  })
})
