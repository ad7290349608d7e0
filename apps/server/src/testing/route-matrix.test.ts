import { randomInt } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cataloguedRoutes } from '../plugins/route-catalogue.ts'
import { bearer, signUpAdmin, signUpUser, TEST_ORIGIN } from './auth.ts'
import { ALL_MATRIX_ROWS as ROUTE_MATRIX } from './matrix-rows.ts'
import {
  CALLERS,
  type Caller,
  type MatrixContext,
  type MatrixRow,
  type RequestParts,
} from './route-matrix.ts'
import { createTestApp, type TestApp } from './test-app.ts'

const MATRIX_FILE = "apps/server/src/testing/route-matrix.ts (or the module's <module>.matrix.ts)"

let t: TestApp
let shared: MatrixContext

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  shared = await callers()
})
afterAll(() => t?.close())

async function callers(): Promise<MatrixContext> {
  const [user, otherUser, admin] = await Promise.all([
    signUpUser(t.app, { fullName: 'Matrix Owner' }),
    signUpUser(t.app, { fullName: 'Matrix Other' }),
    signUpAdmin(t.app, t.database.db),
  ])
  return { app: t.app, db: t.database.db, user, otherUser, admin }
}

/** Every API route the app registered (the SPA's static files are not API routes). */
function apiRoutes() {
  return cataloguedRoutes(t.app).filter((r) => r.url === '/api' || r.url.startsWith('/api/'))
}

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`

export function fillUrl(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = params[name ?? '*']
    if (value === undefined) throw new Error(`route matrix: no value for ${whole} in ${pattern}`)
    return encodeURIComponent(value)
  })
}

export function injectOptions(row: MatrixRow, parts: RequestParts, ctx: MatrixContext, caller: Caller) {
  const options: InjectOptions = {
    method: row.method,
    url: fillUrl(row.url, parts.params),
    query: parts.query,
    // what the site's own page sends, from an address of its own so per-IP limits never mix rows up
    headers: {
      origin: TEST_ORIGIN,
      ...(caller === 'anonymous' ? {} : bearer(ctx[caller].accessToken)),
      ...parts.headers,
    },
    cookies: parts.cookies,
    remoteAddress: `198.19.${randomInt(256)}.${randomInt(256)}`,
  }
  if (parts.body !== undefined) options.payload = parts.body as InjectOptions['payload']
  return options
}

describe('route matrix', () => {
  it('has a row for every registered API route', () => {
    const rows = new Set(ROUTE_MATRIX.map(keyOf))
    const missing = apiRoutes().filter((r) => !rows.has(keyOf(r)))
    const message = missing
      .map(
        (r) =>
          `  ${keyOf(r)}: no row. Add { method: '${r.method}', url: '${r.url}', expect: … } to ROUTE_MATRIX in ${MATRIX_FILE}`,
      )
      .join('\n')
    expect(missing, `Routes without a row in the authorisation matrix:\n${message}\n`).toEqual([])
  })

  it('has no row for a route that does not exist (a renamed or removed route)', () => {
    const registered = new Set(apiRoutes().map(keyOf))
    const stale = ROUTE_MATRIX.filter((r) => !registered.has(keyOf(r))).map(keyOf)
    expect(stale, `Rows in ${MATRIX_FILE} for routes the app does not register`).toEqual([])
  })

  it('keeps every /api/admin route to admins: 401 anonymous, 403 for users', () => {
    const loose = ROUTE_MATRIX.filter((r) => r.url.startsWith('/api/admin'))
      .filter((r) => r.expect.anonymous !== 401 || r.expect.user !== 403 || r.expect.otherUser !== 403)
      .map(keyOf)
    expect(loose, 'admin rows that let a non-admin through (use adminOnly)').toEqual([])
  })

  it('has one row per route, and owner rows keep other users out', () => {
    const keys = ROUTE_MATRIX.map(keyOf)
    expect(
      keys.filter((k, i) => keys.indexOf(k) !== i),
      'duplicate rows',
    ).toEqual([])
    for (const row of ROUTE_MATRIX.filter((r) => r.owner)) {
      expect([403, 404], `${keyOf(row)} is owner data: otherUser must get 403 or 404`).toContain(
        row.expect.otherUser,
      )
    }
  })
})

describe.each(ROUTE_MATRIX.map((row) => [keyOf(row), row] as const))('%s', (_key, row) => {
  let ctx: MatrixContext
  beforeAll(async () => {
    ctx = row.freshCallers ? await callers() : shared
  })

  it.each(CALLERS.map((c) => [c, row.expect[c]] as const))('%s → %s', async (caller, expected) => {
    const parts = (await row.request?.(ctx, caller)) ?? {}
    const res = await t.app.inject(injectOptions(row, parts, ctx, caller))
    const allowed = ([] as number[]).concat(expected)
    expect(
      allowed,
      `${keyOf(row)} as ${caller} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
    ).toContain(res.statusCode)
  })
})
