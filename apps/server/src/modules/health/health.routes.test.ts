import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

describe('GET /api/health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' })
    expect(res.headers['x-request-id']).toBeTruthy()
  })

  it('answers at once while a transaction holds the database for seconds (a large import)', async () => {
    // the embedded database is one session: a ping used to wait for the whole transaction
    const held = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await sleep(3_000)
    })
    await sleep(50)
    const started = performance.now()
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    const ms = performance.now() - started
    await held
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' })
    expect(ms).toBeLessThan(1_000)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No API route matches GET /api/nope',
    })
  })

  it('sends a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toMatch(/img-src[^;]*https:[^;]*data:/)
  })

  it('answers 503 when the database is down', async () => {
    const down = await createTestApp()
    await down.database.close()
    const res = await down.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' })
    await down.app.close()
  })
})
