// bench/directory: the startup directory's first page on a 100,000-startup directory.
// Prints, for PostgreSQL and then PGlite, one Markdown row per case: the database time per request (the
// queries' p50 called directly through the same driver), the API's p50/p95 and req/s at 10 connections
// (autocannon) with the page cache off and on, one request at a time without it (PGlite answers one query at a
// time, so ten queue), each beside its target, met or missed; then the bytes a first render needs against the
// original product's load-everything read. Run: npm run bench:directory [-- --startups 100000 --pglite-startups 100000 --only 'best match']
import { parseArgs } from 'node:util'
import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs/promises'
import pg from 'pg'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase, type Database } from '../apps/server/src/db/client.ts'
import { migrateDatabase } from '../apps/server/src/db/migrate.ts'
import { seedBulkStartups } from '../apps/server/src/db/seed/bulk.ts'
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts'
import { BestMatchIndex } from '../apps/server/src/modules/startups/best-match-index.ts'
import { listStartups } from '../apps/server/src/modules/startups/startups.service.ts'
import { startupListQuery } from '@coldstart/contract'
import type { FastifyInstance } from 'fastify'
import { userPreferences, userProfiles } from '../apps/server/src/db/schema/index.ts'

const { values: args } = parseArgs({
  options: {
    startups: { type: 'string', default: '100000' },
    'pglite-startups': { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '5' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    // only the cases whose name contains this text ("best match"), or one of several: "search,sector Fintech"
    only: { type: 'string', default: '' },
  },
})
const seconds = Number(args.seconds)

const cases = [
  { name: 'first page', query: '' },
  { name: 'search "pay"', query: 'q=pay' },
  { name: 'search typo "fintek"', query: 'q=fintek' },
  // a broad word that is also a typo of many names: the count must stop before the typo test
  { name: 'search "labs"', query: 'q=labs' },
  { name: 'sector Fintech', query: 'sector=Fintech' },
  { name: 'search + sector', query: 'q=ai&sector=Healthtech' },
  // ranked by a student's profile: signed in, the database scores the startups the profile can reach
  { name: 'best match', query: 'sort=best-match', student: 'broad' },
  { name: 'best match + sector', query: 'sort=best-match&sector=Fintech', student: 'broad' },
  { name: 'best match, place only', query: 'sort=best-match', student: 'place' },
  { name: 'best match, stage only', query: 'sort=best-match', student: 'stage' },
  { name: 'best match, function only', query: 'sort=best-match', student: 'function' },
  { name: 'best match, rare skill', query: 'sort=best-match', student: 'rare' },
] as const

type Profile = { skills: string[]; locations: string[]; stages: string[]; domains: string[] }
const none: Profile = { skills: [], locations: [], stages: [], domains: [] }

// broad: a profile touching a good share of the generated directory (tags, cities, rounds, functions);
// the others match on one criterion only, or on a skill no generated tag spells (plus a small city).
const BENCH_PROFILES: Record<string, Profile> = {
  broad: {
    skills: ['payments', 'machine-learning', 'React', 'api', 'b2b'],
    locations: ['Bengaluru', 'Pune'],
    stages: ['Seed', 'Series A'],
    domains: ['Product', 'Sales'],
  },
  place: { ...none, locations: ['Pune'] },
  stage: { ...none, stages: ['Seed'] },
  function: { ...none, domains: ['Sales'] },
  rare: { ...none, skills: ['Cobol'], locations: ['Berlin'], stages: ['Series C+'] },
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function directP50(
  database: Database,
  matchIndex: BestMatchIndex,
  query: string,
  userId?: string,
  runs = 200,
): Promise<number> {
  const parsed = startupListQuery.parse(Object.fromEntries(new URLSearchParams(query)))
  for (let i = 0; i < 10; i++) await listStartups(database.db, parsed, undefined, userId, matchIndex)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await listStartups(database.db, parsed, undefined, userId, matchIndex)
    times.push(performance.now() - t)
  }
  return pct(
    times.sort((a, b) => a - b),
    50,
  )
}

async function loadEverythingBytes(database: Database): Promise<number> {
  // What the original product downloaded before its first render: every startup with its employees and tags.
  const result = await database.db.execute(sql`
    select coalesce(sum(length(row_to_json(x)::text)), 0)::bigint as bytes from (
      select s.*,
        (select coalesce(json_agg(e), '[]') from startup_employees e where e.startup_id = s.id) as startup_employees,
        (select coalesce(json_agg(json_build_object('tag', t.tag)), '[]') from startup_tags t where t.startup_id = s.id) as startup_tags
      from startups s) x`)
  return Number((result.rows[0] as { bytes: string }).bytes)
}

/** A signed-up student with the given profile: their id and the header their requests carry. */
async function benchStudent(app: FastifyInstance, database: Database, origin: string, kind: string) {
  const profile = BENCH_PROFILES[kind]!
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: { origin },
    payload: {
      email: `bench-${kind}-${process.pid}@example.com`,
      password: 'bench password 123',
      fullName: 'Bench',
    },
  })
  if (res.statusCode !== 201) throw new Error(`bench sign-up failed: ${res.statusCode} ${res.body}`)
  const session = res.json() as { access_token: string; user: { id: string } }
  const userId = session.user.id
  await database.db.insert(userProfiles).values({ userId, skills: profile.skills })
  await database.db.insert(userPreferences).values({
    userId,
    preferredLocations: profile.locations,
    preferredCompanyStages: profile.stages,
    preferredDomains: profile.domains,
  })
  return { userId, headers: { authorization: `Bearer ${session.access_token}` } }
}

async function listen(database: Database, directoryCache: boolean) {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' })
  const app = await buildApp({ config, database, directoryCache })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { app, port, publicUrl: config.publicUrl }
}

async function load(port: number, query: string, headers?: Record<string, string>, connections = 10) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/startups${query ? `?${query}` : ''}`,
    connections,
    duration: seconds,
    headers,
  })
  // autocannon reports p97.5 rather than p95; that is the stricter figure, so it is what we quote.
  return {
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx,
  }
}

// Issue 34's targets: database time per request (the direct p50) on both databases, and the uncached API's p95
// with 10 requests at once, which PGlite answers one at a time.
const DB_TIME_TARGET_MS = 2
const UNCACHED_P95_TARGET_MS = { postgres: 15, pglite: 40 }
const verdict = (value: number, target: number) => `${value <= target ? 'met' : 'MISSED'} (≤ ${target})`

async function measure(label: string, database: Database) {
  // The same database behind two instances: one with the page cache, one without it (every request queries).
  const cached = await listen(database, true)
  const uncached = await listen(database, false)
  const matchIndex = new BestMatchIndex(database.db)
  const students = new Map<string, Awaited<ReturnType<typeof benchStudent>>>()
  for (const kind of Object.keys(BENCH_PROFILES))
    students.set(kind, await benchStudent(cached.app, database, cached.publicUrl, kind))
  // every instance reads its best-match index on the first best-match page: read it before the clock runs
  const warmUp = students.get('broad')!.headers
  for (const app of [cached.app, uncached.app])
    await app.inject({ method: 'GET', url: '/api/startups?sort=best-match', headers: warmUp })
  await matchIndex.warm()
  const p95Target = UNCACHED_P95_TARGET_MS[database.kind]
  console.info(
    `\n#### ${label}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  )
  console.info(
    '| case | db time per request (direct p50, ms) | target | uncached p50 / p95 at 10 connections (ms) | target | req/s uncached | cached p50 / p95 (ms) | req/s cached | 1 connection p50 / p95 (ms) |',
  )
  console.info('| --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: |')
  const only = args.only.split(',')
  for (const c of cases.filter((c) => only.some((o) => c.name.includes(o)))) {
    const student = 'student' in c ? students.get(c.student) : undefined
    const direct = await directP50(database, matchIndex, c.query, student?.userId, student ? 100 : 200)
    const headers = student?.headers
    const hot = await load(cached.port, c.query, headers)
    const cold = await load(uncached.port, c.query, headers)
    const alone = await load(uncached.port, c.query, headers, 1)
    const bad = hot.non2xx + cold.non2xx + alone.non2xx
    console.info(
      `| ${c.name}${bad ? ` (${bad} non-2xx!)` : ''} | ${direct.toFixed(2)} | ${verdict(direct, DB_TIME_TARGET_MS)} | ${cold.p50} / ${cold.p95} | ${verdict(cold.p95, p95Target)} | ${cold.rps.toFixed(0)} | ${hot.p50} / ${hot.p95} | ${hot.rps.toFixed(0)} | ${alone.p50} / ${alone.p95} |`,
    )
  }
  const firstPage = await cached.app.inject({ method: 'GET', url: '/api/startups' })
  const everything = await loadEverythingBytes(database)
  console.info(
    `\n#### Bytes for a first render: ${firstPage.rawPayload.length.toLocaleString()} (one page) vs ${everything.toLocaleString()} (load everything): 1/${Math.round(everything / firstPage.rawPayload.length).toLocaleString()}`,
  )
  await matchIndex.close()
  await cached.app.close()
  await uncached.app.close()
}

async function onPostgres(count: number) {
  const adminUrl = args['pg-url']
  const name = `coldstart_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  try {
    await migrateDatabase(database)
    await seedDemoData(database.db)
    const seeded = await seedBulkStartups(database.db, count)
    await measure(
      `PostgreSQL (pool of 10), ${count.toLocaleString()} startups (seeded in ${(seeded.ms / 1000).toFixed(1)} s)`,
      database,
    )
  } finally {
    await database.close()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

async function onPglite(count: number) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-bench-'))
  const database = await openDatabase({ dataDir: dir })
  try {
    await migrateDatabase(database)
    await seedDemoData(database.db)
    const seeded = await seedBulkStartups(database.db, count)
    await measure(
      `PGlite (one connection), ${count.toLocaleString()} startups (seeded in ${(seeded.ms / 1000).toFixed(1)} s)`,
      database,
    )
  } finally {
    await database.close()
    await fs.rm(dir, { recursive: true, force: true })
  }
}

console.info(
  `## Directory: ${os.cpus().length} cores; autocannon 10 connections, ${seconds} s per case; "uncached": no page cache`,
)
await onPostgres(Number(args.startups))
if (Number(args['pglite-startups']) > 0) await onPglite(Number(args['pglite-startups']))
process.exit(0)
