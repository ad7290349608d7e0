import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// The directory asks the database several things at once for one page (the page, a search's counts, a chosen
// sector's count). With the database gone every one of them fails: the request gets one clear 503, and no
// failed query is left unhandled, which would end the server process (found by the load test's outage).

let t: TestApp
const unhandled: unknown[] = []
const remember = (reason: unknown) => unhandled.push(reason)
beforeAll(async () => {
  t = await createTestApp({ seed: true, directoryCache: false })
  process.on('unhandledRejection', remember)
  await t.database.close()
})
afterAll(async () => {
  process.off('unhandledRejection', remember)
  await t.app.close()
})

describe('GET /api/startups with the database gone', () => {
  for (const query of ['q=ai&sector=Fintech', 'q=ai', 'sector=Fintech', '', 'sort=latest&q=pay']) {
    it(`?${query}: 503 saying so, nothing left unhandled`, async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/startups?${query}` })
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toMatch(/database/i)
      // a rejection nobody handles is reported once the queue of microtasks and I/O callbacks has run
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(unhandled).toEqual([])
    })
  }
})
