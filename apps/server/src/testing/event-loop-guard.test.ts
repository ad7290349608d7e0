import { randomInt } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  NOTE_MAX_LENGTH,
  RESUME_MAX_BYTES,
  RESUME_TEXT_MAX_CHARS,
  STARTUP_CSV_COLUMNS,
  STARTUP_IMPORT_MAX_CHARS,
  STARTUP_IMPORT_MAX_ROWS,
} from '@coldstart/contract'
import { outreachSends } from '../db/schema/index.ts'
import { bareList } from '../db/sql-names.ts'
import { cataloguedRoutes, type CataloguedRoute } from '../plugins/route-catalogue.ts'
import { bearer, signUpAdmin, signUpUser, TEST_ORIGIN } from './auth.ts'
import { createProbe, type Probe } from './event-loop-probe.ts'
import { KNOWN_STALLS, type KnownStall } from './known-stalls.ts'
import { ALL_MATRIX_ROWS } from './matrix-rows.ts'
import type { Caller, MatrixContext, MatrixRow, RequestParts } from './route-matrix.ts'
import { createTestApp, type TestApp } from './test-app.ts'
import {
  fillBody,
  fillQuery,
  jsonBytesPerUnit,
  stringFields,
  multipartBody,
  SHAPES,
  worstCaseCsv,
  type FillMode,
  type FillPlan,
  type Shape,
} from './worst-case-inputs.ts'

/**
 * The event-loop guard: every API route (found with onRoute, as the authorisation matrix finds them) gets
 * the largest input its body and query limits allow, built to be worst case for regexes and parsers (SHAPES),
 * plus inputs just past each limit. While each request runs a probe watches the event loop: no request may
 * stall it more than STALL_LIMIT_MS, none may answer 5xx, and the ones past a limit must be refused (4xx).
 *
 * Each route is first called once with the matrix's valid request (modules load, caches warm), then measured.
 * Requests go through the real logger (LOG_LEVEL=info into a sink): its serializers run as in production.
 * A stall is measured again up to twice and the smallest kept, so a busy machine does not make one up.
 * Routes still being fixed are listed in known-stalls.ts.
 */
const STALL_LIMIT_MS = 100
/** Node refuses a request line and headers over 16 KiB: the longest query a client can send. */
const QUERY_MAX_CHARS = 16_000
/** Fastify's default maxParamLength: a longer path parameter matches no route. */
const PARAM_MAX_CHARS = 100
/** The user's outreach log holds this many sends when its CSV export is asked for (the log's cap). */
const OUTREACH_LOG_SENDS = 5_000
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])
/** The shapes for a route whose only input is the URL (and a body it ignores). */
const FEW_SHAPES = ['aaaa', 'a@a@', 'unicode']

/** Caps a route checks itself (the schema does not show them), by route and dotted body path. */
const ROUTE_CAPS: Record<string, Record<string, number>> = {
  'PUT /api/notes': { content: NOTE_MAX_LENGTH },
}

/** Fields whose meaning a filler would break: kept as the valid request has them (raw mode fills them). */
const KEEP_FIELDS = ['cursor', 'version']

/** Fields with a structure of their own: built whole, worst case inside. */
const STRUCTURED_FIELDS: Record<string, FillPlan['build']> = {
  'POST /api/admin/startups/import': {
    csv: (shape) => {
      // as many characters as the body limit (twice the cap) carries once JSON-escaped
      const sample = worstCaseCsv(shape, STARTUP_CSV_COLUMNS, 20, 20_000)
      const fits = Math.floor((STARTUP_IMPORT_MAX_CHARS * 2 * 0.95) / jsonBytesPerUnit(sample))
      const chars = Math.min(STARTUP_IMPORT_MAX_CHARS, fits)
      return worstCaseCsv(shape, STARTUP_CSV_COLUMNS, STARTUP_IMPORT_MAX_ROWS, chars)
    },
  },
}

/** Values a valid request must read from the server just before it is sent. */
const FRESH_PARTS: Record<string, (ctx: MatrixContext, parts: RequestParts) => Promise<RequestParts>> = {
  // a save based on the note's current version (else 409 before the text is looked at)
  'PUT /api/notes': async (ctx, parts) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/notes',
      headers: bearer(ctx.user.accessToken),
    })
    const { version } = res.json() as { version: number }
    return { ...parts, body: { ...(parts.body as object), baseVersion: version } }
  },
}

/** Multipart upload routes: the largest file allowed and the most text it may hold. */
const UPLOADS: Record<string, { fileName: string; type: string; maxBytes: number; maxTextChars: number }> = {
  'POST /api/resume': {
    fileName: 'resume.txt',
    type: 'text/plain',
    maxBytes: RESUME_MAX_BYTES,
    maxTextChars: RESUME_TEXT_MAX_CHARS,
  },
}

/** Data a route's worst case needs beyond the request (what a user can grow up to its cap), made once. */
const GROWN_DATA: Record<string, (ctx: MatrixContext) => Promise<void>> = {
  'GET /api/outreach/sends.csv': async ({ db, user }) => {
    const subject = SHAPES[1]!.make(998)
    const s = outreachSends
    await db.execute(sql`
      insert into ${s} (${bareList(s.userId, s.company, s.contactName, s.contactEmail, s.subject, s.channel)})
      select ${user.userId}, 'Guard Co ' || i, 'Guard Person ' || i, 'person' || i || '@guard.example.com',
             ${subject}, 'mailto'
      from generate_series(1, ${OUTREACH_LOG_SENDS}) as i`)
  },
}

interface Attempt {
  label: string
  /** past a limit: must be refused with a 4xx */
  refuse: boolean
  build(): Promise<InjectOptions>
}

/** A team of six in the import's employees cell: name|role|email|linkedin, '; ' between members. */
const importTeam = (salt: string, i: number) =>
  [0, 1, 2, 3, 4, 5].map((k) => `Member${k} ${salt} ${i}|Engineer|m${k}@${salt}-${i}.example.com|`).join('; ')

/**
 * Requests a route's worst case needs beyond its largest input: a real CSV import (not a dry run) of the
 * most rows a file may hold, each with a team of six (1.7 MB), all written to the database.
 */
const EXTRA_ATTEMPTS: Record<string, (headers: Record<string, string>) => Attempt[]> = {
  'POST /api/admin/startups/import': (headers) => [
    {
      label: `real import ${STARTUP_IMPORT_MAX_ROWS} × 6`,
      refuse: false,
      async build() {
        const salt = `guard${randomInt(1e9)}`
        const lines = [STARTUP_CSV_COLUMNS.join(',')]
        const cell = (c: string, i: number) =>
          ({
            name: `Guard Import ${salt} ${i}`,
            website: `https://${salt}-${i}.example.com`,
            logo_url: `https://cdn.example.com/${salt}-${i}.png`,
            is_hiring: 'yes',
            tags: '"upi; b2b"',
            employees: `"${importTeam(salt, i)}"`,
          })[c] ?? ''
        for (let i = 0; i < STARTUP_IMPORT_MAX_ROWS; i++) {
          lines.push(STARTUP_CSV_COLUMNS.map((c) => cell(c, i)).join(','))
        }
        return {
          method: 'POST',
          url: '/api/admin/startups/import',
          headers: { origin: TEST_ORIGIN, ...headers, 'content-type': 'application/json' },
          remoteAddress: `198.18.${randomInt(256)}.${randomInt(256)}`,
          payload: JSON.stringify({ csv: lines.join('\n'), dryRun: false }),
        }
      },
    },
  ],
}

interface Measured {
  route: string
  label: string
  stallMs: number
  sqlMs: number | null
  status: number
}

let t: TestApp
let probe: Probe
let admin: Awaited<ReturnType<typeof signUpAdmin>>
let otherUser: Awaited<ReturnType<typeof signUpUser>>
let student: Awaited<ReturnType<typeof signUpUser>>

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { LOG_LEVEL: 'info' },
    logStream: { write: () => {} },
  })
  ;[admin, otherUser, student] = await Promise.all([
    signUpAdmin(t.app, t.database.db),
    signUpUser(t.app),
    signUpUser(t.app, { fullName: 'Guard Student' }),
  ])
  probe = createProbe(t.database)
}, 120_000)
afterAll(async () => {
  probe?.close()
  await t?.close()
})

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`

function apiRoutes(): CataloguedRoute[] {
  return cataloguedRoutes(t.app).filter((r) => r.url === '/api' || r.url.startsWith('/api/'))
}

function fillUrl(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) =>
    encodeURIComponent(params[name ?? '*'] ?? ''),
  )
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*')

/** Who calls: an admin for admin routes, else a signed-in user (who reaches at least what anonymous does). */
function callerOf(route: CataloguedRoute, row: MatrixRow | undefined): Caller {
  const ok = (expected: number | readonly number[] | undefined) =>
    ([] as number[]).concat(expected ?? []).some((s) => s < 400)
  if (route.url.startsWith('/api/admin')) return 'admin'
  return row && !ok(row.expect.user) && ok(row.expect.admin) ? 'admin' : 'user'
}

/** Every request to measure for one route, in order. */
function attemptsFor(route: CataloguedRoute, row: MatrixRow | undefined, ctx: MatrixContext): Attempt[] {
  const key = keyOf(route)
  const caller = callerOf(route, row)
  const upload = UPLOADS[key]
  const limit = route.bodyLimit ?? t.app.initialConfig.bodyLimit ?? 1_048_576
  const names = paramNames(route.url)
  const sendsBody = BODY_METHODS.has(route.method) || route.schema.body !== undefined

  const baseParts = async (): Promise<RequestParts> => {
    let parts = (await row?.request?.(ctx, caller)) ?? {}
    parts = (await FRESH_PARTS[key]?.(ctx, parts)) ?? parts
    const params = { ...Object.fromEntries(names.map((n) => [n, crypto.randomUUID()])), ...parts.params }
    return { ...parts, params }
  }
  const options = (parts: RequestParts, url: string, payload?: string | Buffer, type?: string) => {
    const o: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url,
      headers: {
        origin: TEST_ORIGIN,
        ...bearer(ctx[caller === 'anonymous' ? 'user' : caller].accessToken),
        ...parts.headers,
        ...(type ? { 'content-type': type } : {}),
      },
      cookies: parts.cookies,
      // an address of its own, so per-address limits never mix requests up
      remoteAddress: `198.18.${randomInt(256)}.${randomInt(256)}`,
    }
    if (payload !== undefined) o.payload = payload
    return o
  }

  const shaped = (label: string, shape: Shape, mode: FillMode, fillAbsent = true): Attempt => ({
    label,
    refuse: mode === 'over',
    async build() {
      const parts = await baseParts()
      const plan = {
        shape,
        mode,
        fillAbsent,
        keep: KEEP_FIELDS,
        maxByPath: ROUTE_CAPS[key],
        build: STRUCTURED_FIELDS[key],
      }
      const params =
        mode === 'deep'
          ? parts.params!
          : Object.fromEntries(names.map((n) => [n, shape.make(PARAM_MAX_CHARS + (mode === 'over' ? 1 : 0))]))
      const query = fillQuery(route.schema.querystring, parts.query, plan, QUERY_MAX_CHARS)
      const url = `${fillUrl(route.url, params)}${query ? `?${query}` : ''}`
      if (upload) {
        const chars = mode === 'deep' ? upload.maxTextChars : upload.maxBytes + (mode === 'over' ? 1 : 0)
        const text = Buffer.from(shape.make(chars)).subarray(0, mode === 'deep' ? undefined : chars)
        const { payload, headers } = multipartBody(upload.fileName, upload.type, text)
        return options({ ...parts, headers: { ...parts.headers, ...headers } }, url, payload)
      }
      if (!sendsBody) return options(parts, url)
      const body = route.schema.body
        ? fillBody(route.schema.body, parts.body, plan, limit)
        : {
            ...(parts.body as object),
            _: shape.make(Math.floor((limit * 0.95 - 200) / jsonBytesPerUnit(shape.make(1000)))),
          }
      return options(parts, url, JSON.stringify(body), 'application/json')
    },
  })

  const body = stringFields(route.schema.body, ROUTE_CAPS[key])
  const query = stringFields(route.schema.querystring)
  const fields = {
    capped: body.capped + query.capped,
    all: body.capped + body.uncapped + query.capped + query.uncapped,
  }
  // without a string field of its own, a route's input is the query pad and the raw body: a few shapes do
  const shapes = fields.all > 0 || upload ? SHAPES : SHAPES.filter((s) => FEW_SHAPES.includes(s.name))
  // every other shape also fills the optional fields the valid request left out (they can change the path)
  const attempts = shapes.map((shape, i) => shaped(shape.name, shape, 'deep', i % 2 === 0))
  attempts.push(
    ...(EXTRA_ATTEMPTS[key]?.(bearer(ctx[caller === 'anonymous' ? 'user' : caller].accessToken)) ?? []),
  )
  attempts.push(shaped('raw a@a@', SHAPES[1]!, 'raw'))
  if (names.length > 0 || upload || fields.capped > 0) {
    attempts.push(shaped('over: fields', SHAPES[0]!, 'over'))
  }
  if (sendsBody && !upload) {
    attempts.push({
      label: 'over: body limit',
      refuse: true,
      async build() {
        const parts = await baseParts()
        const payload = JSON.stringify({ _: SHAPES[0]!.make(limit) })
        return options(parts, fillUrl(route.url, parts.params!), payload, 'application/json')
      },
    })
  }
  return attempts
}

/** The matrix's valid request, unmeasured; answers whether it was an upload. */
async function warmUp(route: CataloguedRoute, row: MatrixRow | undefined, ctx: MatrixContext) {
  const caller = callerOf(route, row)
  const parts = (await row?.request?.(ctx, caller)) ?? {}
  const params = Object.fromEntries(paramNames(route.url).map((n) => [n, crypto.randomUUID()]))
  const payload = parts.body === undefined ? undefined : (parts.body as InjectOptions['payload'])
  await t.app.inject({
    method: route.method as InjectOptions['method'],
    url: fillUrl(route.url, { ...params, ...parts.params }),
    query: parts.query,
    headers: {
      origin: TEST_ORIGIN,
      ...bearer(ctx[caller === 'anonymous' ? 'user' : caller].accessToken),
      ...parts.headers,
    },
    cookies: parts.cookies,
    remoteAddress: `198.18.${randomInt(256)}.${randomInt(256)}`,
    ...(payload === undefined ? {} : { payload }),
  })
  return /multipart/i.test(parts.headers?.['content-type'] ?? '')
}

async function measureOnce(route: string, attempt: Attempt): Promise<Measured> {
  const options = await attempt.build()
  // A client's request exists as bytes before it is sent: encoding the test's string (8 MB for the import)
  // is the sender's work, not the server's, so it happens before the window that is measured.
  if (typeof options.payload === 'string') options.payload = Buffer.from(options.payload)
  const { result, stallMs, sqlMs } = await probe.measure(() => t.app.inject(options))
  return { route, label: attempt.label, stallMs, sqlMs, status: result.statusCode }
}

/** All measurements of one route; a known stall stops at its first confirmed stall. */
async function guardRoute(route: CataloguedRoute, known: KnownStall | undefined): Promise<Measured[]> {
  const key = keyOf(route)
  const row = ALL_MATRIX_ROWS.find((r) => keyOf(r) === key)
  const ctx: MatrixContext = {
    app: t.app,
    db: t.database.db,
    // routes that end or change a session get callers of their own
    user: row?.freshCallers ? await signUpUser(t.app) : student,
    otherUser,
    admin: row?.freshCallers ? await signUpAdmin(t.app, t.database.db) : admin,
  }
  await GROWN_DATA[key]?.(ctx)
  const isUpload = await warmUp(route, row, ctx)
  if (isUpload && !UPLOADS[key]) throw new Error(`${key} takes a file: add it to UPLOADS with its limits`)
  const attempts = attemptsFor(route, row, ctx)
  if (known?.shape) attempts.sort((a, b) => Number(b.label === known.shape) - Number(a.label === known.shape))
  const results: Measured[] = []
  for (const attempt of attempts) {
    let m = await measureOnce(key, attempt)
    for (let retry = 0; retry < 2 && m.stallMs > STALL_LIMIT_MS; retry += 1) {
      const again = await measureOnce(key, attempt)
      if (again.stallMs < m.stallMs) m = again
    }
    results.push(m)
    if (known && m.stallMs > STALL_LIMIT_MS) return results
  }
  return results
}

const fmt = (m: Measured) =>
  `${m.route} [${m.label}] → ${m.stallMs.toFixed(0)} ms${m.sqlMs === null ? '' : ` (longest SQL ${m.sqlMs.toFixed(0)} ms)`} / ${m.status}`

describe('event-loop guard', () => {
  it('finds the routes, and every known stall names one of them', () => {
    const keys = new Set(apiRoutes().map(keyOf))
    expect(keys.size).toBeGreaterThan(40)
    const stale = KNOWN_STALLS.map(keyOf).filter((k) => !keys.has(k))
    expect(stale, 'KNOWN_STALLS entries for routes the app does not register').toEqual([])
  })

  it(`no request stalls the event loop over ${STALL_LIMIT_MS} ms, none answers 5xx, and every input past a limit is refused`, async () => {
    const started = performance.now()
    const all: Measured[] = []
    const offenders: string[] = []
    const stillKnown = new Set<string>()
    // GUARD_ONLY=<text>: only the routes whose "METHOD url" contains it (to check one fix quickly)
    const only = process.env.GUARD_ONLY
    const routes = apiRoutes().filter((r) => !only || keyOf(r).includes(only))
    const timings: string[] = []
    for (const route of routes) {
      const routeStarted = performance.now()
      const known = KNOWN_STALLS.find((k) => keyOf(k) === keyOf(route))
      const measured = await guardRoute(route, known)
      all.push(...measured)
      timings.push(`${keyOf(route)}: ${((performance.now() - routeStarted) / 1000).toFixed(1)} s`)
      for (const m of measured) {
        const attempt = m.label.startsWith('over')
        if (m.stallMs > STALL_LIMIT_MS) {
          if (known) stillKnown.add(keyOf(route))
          else offenders.push(`stall  ${fmt(m)}`)
        }
        if (m.status >= 500) offenders.push(`5xx    ${fmt(m)}`)
        else if (attempt && m.status < 400) offenders.push(`kept   ${fmt(m)} (past a limit: must be 4xx)`)
      }
    }
    const ran = new Set(routes.map(keyOf))
    for (const k of KNOWN_STALLS.filter((s) => ran.has(keyOf(s)) && !stillKnown.has(keyOf(s)))) {
      offenders.push(`fixed  ${keyOf(k)} no longer stalls: remove it from KNOWN_STALLS (known-stalls.ts)`)
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(0)
    // GUARD_REPORT=1: every measurement and each route's time (the figures behind a fix)
    if (process.env.GUARD_REPORT) {
      const lines = [...all].sort((a, b) => b.stallMs - a.stallMs).map(fmt)
      console.info(`event-loop guard: ${all.length} requests in ${seconds} s\n${lines.join('\n')}`)
      console.info(timings.join('\n'))
    }
    expect(
      offenders,
      `METHOD url [shape] → stall ms (longest single SQL call on PGlite) / status\n${offenders.join('\n')}\n`,
    ).toEqual([])
  }, 1_200_000)
})
