import { randomInt, randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startups } from '../db/schema/index.ts'
import { cataloguedRoutes, type CataloguedRoute } from '../plugins/route-catalogue.ts'
import { bearer, signUpAdmin, signUpUser, TEST_ORIGIN, type SignedInUser } from './auth.ts'
import {
  badRawBody,
  encodeWtf8,
  hostileHeaders,
  hostileMultipart,
  hostileOrigin,
  hostileString,
  hostileValue,
  schemaKeys,
  spliced,
  wrongType,
} from './fuzz.ts'
import { ALL_MATRIX_ROWS as ROUTE_MATRIX } from './matrix-rows.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/**
 * Property-based fuzzing of every API route: random and hostile params, queries, bodies and
 * headers, sent anonymously or as a signed-in "attacker". No answer may be a 5xx, the app must keep serving,
 * and nothing belonging to another user (the "victim") or to the admins may change.
 *
 * Runs are shared across routes so the file stays within about a minute on two cores; FUZZ_RUNS sets the runs
 * per route (FUZZ_SEED replays a failure: fast-check prints the seed).
 */
const TOTAL_RUNS = 1600
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

let t: TestApp
let attacker: SignedInUser
let victim: SignedInUser
let admin: SignedInUser
let before: Map<string, string>
let plausible: fc.Arbitrary<string>

// Columns that others may change in the normal course of things (counters, timestamps).
const VOLATILE = ['views_count', 'saves_count', 'usage_count', 'profile_views', 'updated_at', 'last_used_at']
// Tables only admins may write: compared whole.
const ADMIN_TABLES = [
  'startups',
  'startup_tags',
  'startup_employees',
  'email_templates',
  'internships',
  'admins',
]

async function snapshot(): Promise<Map<string, string>> {
  const db = t.database.db
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\_\_%'`,
  )
  const volatile = sql.raw(`array[${VOLATILE.map((c) => `'${c}'`).join(',')}]`)
  const result = new Map<string, string>()
  for (const { name } of tables.rows) {
    const table = sql.raw(`"${name}"`)
    const whole = ADMIN_TABLES.includes(name)
    const row = sql`(to_jsonb(t) - ${volatile}::text[])::text`
    const where = whole
      ? sql`true`
      : sql`to_jsonb(t)::text like ${`%${victim.userId}%`} or to_jsonb(t)::text like ${`%${admin.userId}%`}`
    const hashed = await db.execute<{ digest: string | null; n: number }>(
      sql`select md5(string_agg(${row}, '|' order by ${row})) as digest, count(*)::int as n
          from ${table} t where ${where}`,
    )
    const { digest, n } = hashed.rows[0]!
    result.set(name, `${n} rows ${digest ?? '-'}`)
  }
  return result
}

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;[attacker, victim, admin] = await Promise.all([
    signUpUser(t.app, { fullName: 'Fuzz Attacker' }),
    signUpUser(t.app, { fullName: 'Fuzz Victim' }),
    signUpAdmin(t.app, t.database.db),
  ])
  // The victim owns one of everything the owner rows of the route matrix can create.
  const ctx = { app: t.app, db: t.database.db, user: victim, otherUser: attacker, admin }
  for (const row of ROUTE_MATRIX.filter((r) => r.owner)) await row.request?.(ctx, 'user')

  const ids = await t.database.db.select({ id: startups.id }).from(startups).limit(3)
  plausible = fc.constantFrom(
    ...ids.map((r) => r.id),
    victim.userId,
    attacker.userId,
    randomUUID(),
    attacker.email,
    'Fintech',
    'latest',
    'a-z',
    '1',
    '24',
    'true',
    'hello world',
    '/app/startups',
  )
  before = await snapshot()
}, 120_000)
afterAll(() => t?.close())

function apiRoutes(): CataloguedRoute[] {
  return cataloguedRoutes(t.app).filter((r) => r.url === '/api' || r.url.startsWith('/api/'))
}

/** One hostile request for `route`: params, query, body, headers and caller all drawn at random. */
function hostileRequest(route: CataloguedRoute, caller: 'attacker' | 'admin'): fc.Arbitrary<InjectOptions> {
  const paramNames = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*')
  const text = fc.oneof(hostileString, plausible, spliced(plausible))
  const queryKeys = [...schemaKeys(route.schema.querystring), 'q', 'cursor', 'limit', '__proto__']
  const bodyKeys = schemaKeys(route.schema.body)
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method)

  const body = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(Object.fromEntries(bodyKeys.map((k) => [k, fc.oneof(text, hostileValue)]))),
    },
    { weight: 1, arbitrary: fc.dictionary(hostileString, hostileValue, { maxKeys: 4 }) },
    { weight: 1, arbitrary: wrongType },
  )

  return fc
    .record({
      params: fc.tuple(...paramNames.map(() => text)),
      query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...queryKeys), hostileString), text), {
        maxLength: 4,
      }),
      body: hasBody ? fc.option(body, { nil: undefined }) : fc.constant(undefined),
      raw: hasBody
        ? fc.option(fc.oneof(badRawBody, hostileMultipart), { freq: 3, nil: undefined })
        : fc.constant(undefined),
      headers: hostileHeaders,
      origin: fc.oneof({ weight: 4, arbitrary: fc.constant(TEST_ORIGIN) }, hostileOrigin),
      asAttacker: fc.boolean(),
    })
    .map(({ params, query, body, raw, headers, origin, asAttacker }) => {
      let i = 0
      const path = route.url.replace(/:(\w+)|\*/g, () => encodeWtf8(params[i++]!))
      const search = query.map(([k, v]) => `${encodeWtf8(k)}=${encodeWtf8(v)}`).join('&')
      const options: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: search ? `${path}?${search}` : path,
        headers: {
          ...headers,
          origin,
          ...(asAttacker ? bearer((caller === 'admin' ? admin : attacker).accessToken) : {}),
        },
        remoteAddress: `198.51.${randomInt(256)}.${randomInt(256)}`,
      }
      if (raw) {
        options.payload = raw.payload
        options.headers = { ...options.headers, 'content-type': raw.contentType }
      } else if (body !== undefined) {
        options.payload = JSON.stringify(body)
        options.headers = { ...options.headers, 'content-type': 'application/json' }
      }
      return options
    })
}

function describeRequest(options: InjectOptions): string {
  const clip = (v: unknown) => {
    const s = typeof v === 'string' ? v : Buffer.isBuffer(v) ? `<${v.length} bytes>` : JSON.stringify(v)
    return s && s.length > 160 ? `${s.slice(0, 160)}… (${s.length} chars)` : s
  }
  return `${options.method} ${clip(options.url)}\n  headers ${clip(options.headers)}\n  body ${clip(options.payload)}`
}

/** Fuzzes each route with `runs` hostile requests; the 5xx answers found, one line per route. */
async function fuzzRoutes(routes: CataloguedRoute[], caller: 'attacker' | 'admin'): Promise<string[]> {
  const runs = Number(process.env.FUZZ_RUNS) || Math.max(12, Math.ceil(TOTAL_RUNS / routes.length))
  const failures: string[] = []
  for (const route of routes) {
    const seen = new Map<number, number>()
    const outcome = await fc.check(
      fc.asyncProperty(hostileRequest(route, caller), async (options) => {
        const res = await t.app.inject(options)
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1)
        if (res.statusCode >= 500) {
          throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}\n  ${describeRequest(options)}`)
        }
      }),
      { numRuns: runs, seed: SEED, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false },
    )
    // FUZZ_STATS=1: which statuses each route answered (did the fuzzing get past validation?)
    if (process.env.FUZZ_STATS) console.info(caller, route.method, route.url, Object.fromEntries(seen))
    if (outcome.failed) {
      const error = outcome.errorInstance as Error | undefined
      failures.push(
        `${route.method} ${route.url} (seed ${outcome.seed}, after ${outcome.numRuns} runs): ${error?.message ?? outcome.counterexample}`,
      )
    }
  }
  return failures
}

describe('fuzzing every API route', () => {
  it('finds routes to fuzz', () => {
    expect(apiRoutes().length).toBeGreaterThan(10)
  })

  it('answers every hostile request from anonymous callers and a signed-in attacker below 500', async () => {
    const failures = await fuzzRoutes(apiRoutes(), 'attacker')
    expect(failures, `5xx answers:\n${failures.join('\n\n')}\n`).toEqual([])
  }, 300_000)

  it('left the victim’s data, the admins’ data and the admin-managed tables as they were', async () => {
    const after = await snapshot()
    const changed = [...after].filter(([name, digest]) => before.get(name) !== digest).map(([n]) => n)
    expect(changed, 'tables whose protected rows changed').toEqual([])
  })

  it('answers every hostile request to the admin routes, sent by an admin, below 500', async () => {
    const adminRoutes = apiRoutes().filter((r) => r.url.startsWith('/api/admin'))
    const failures = await fuzzRoutes(adminRoutes, 'admin')
    expect(failures, `5xx answers:\n${failures.join('\n\n')}\n`).toEqual([])
  }, 300_000)

  it('still serves after the fuzzing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
  })
})

// Found when the landed app was tried from outside: each must stay a 4xx.
// `served`: a 2xx is right too (the query parser turns broken UTF-8 into U+FFFD, which is harmless).
const KNOWN_HOSTILE: { name: string; options: () => InjectOptions; served?: true }[] = [
  { name: 'NUL in q', options: () => ({ method: 'GET', url: '/api/startups?q=%00' }) },
  { name: 'NUL in sector', options: () => ({ method: 'GET', url: '/api/startups?sector=%00' }) },
  {
    name: 'lone surrogate in q',
    served: true,
    options: () => ({ method: 'GET', url: '/api/startups?q=%ED%A0%80' }),
  },
  {
    name: 'crafted cursor',
    options: () => ({
      method: 'GET',
      url: `/api/startups?cursor=${Buffer.from('{"v":"\\u0000","id":"x"}').toString('base64url')}`,
    }),
  },
  {
    name: 'crafted cursor with a wrong-typed value',
    options: () => ({
      method: 'GET',
      url: `/api/startups?sort=a-z&cursor=${Buffer.from('[{"a":1},["\\ud800"],null]').toString('base64url')}`,
    }),
  },
  {
    name: 'NUL in the sign-in email',
    options: () => ({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'a\u0000@example.com', password: 'x'.repeat(12) },
    }),
  },
  {
    name: 'NUL in the sign-up name',
    options: () => ({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: TEST_ORIGIN },
      payload: { email: `${randomUUID()}@example.com`, password: 'x'.repeat(12), fullName: 'A\u0000B' },
    }),
  },
  {
    name: 'lone surrogate in the recovery email',
    options: () => ({
      method: 'POST',
      url: '/api/auth/recover',
      headers: { origin: TEST_ORIGIN },
      payload: '{"email":"\\ud800@example.com"}',
    }),
  },
]

describe('known hostile requests', () => {
  it.each(KNOWN_HOSTILE)('$name → 4xx', async ({ options, served }) => {
    const res = await t.app.inject({ remoteAddress: `198.51.100.${randomInt(256)}`, ...options() })
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(served ? 200 : 400)
    expect(res.statusCode, res.body).toBeLessThan(500)
  })
})
