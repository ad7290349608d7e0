// bench/notes: Quick Notes saves per second through PUT /api/notes. A save carries the version it was edited
// from and is refused with 409 when the note moved on since (docs/decisions/009), so a writer here behaves
// like the panel: each save carries the version its previous answer returned.
// The production server (apps/server/src/main.ts) runs in its own process on a throwaway PGlite folder, then
// on a throwaway PostgreSQL database; autocannon drives it from this process. Cases, at N connections:
//   N students: N signed-in students at once, each saving their own note (the realistic load)
//   1 student: one student's saves one after another
//   1 student, N tabs: one note saved from N places at once, where conflicts are the design working
// Run: npm run bench:notes [-- --seconds 5 --connections 10 --chars 1000 --pg-url '' (skips PostgreSQL)]
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import type { Note, NoteConflict } from '@coldstart/contract'
import { printTable, startServer } from './lib/server.ts'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    // the size of the note every save sends whole
    chars: { type: 'string', default: '1000' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
})
const seconds = Number(args.seconds)
const connections = Number(args.connections)

// Sign-up allows 10 per hour per address; AUTH_RATE_LIMIT_FACTOR multiplies it. The bench signs up
// connections + 2 students per server, none of them in the measured loop. PUT /api/notes has no limit.
const signUps = connections + 2
const rateLimitFactor = Math.max(100, Math.ceil(signUps / 10))

const line = 'Call Priya at Redline Desk on Tuesday; ask about the summer internship and the API work. '
const noteText = line.repeat(Math.ceil(Number(args.chars) / line.length)).slice(0, Number(args.chars))

/** One place saving a note: a student's panel, or one of their tabs (tabs share the token). */
interface Writer {
  token: string
  version: number
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN
const ms = (n: number) => n.toFixed(1)

let accounts = 0
/** A signed-up student whose panel has loaded their note (created empty, version 0). */
async function student(origin: string): Promise<Writer> {
  const res = await fetch(`${origin}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: `bench-notes-${process.pid}-${++accounts}@example.com`,
      password: 'bench password 123',
      fullName: 'Bench Student',
    }),
  })
  if (res.status !== 201) throw new Error(`bench sign-up failed: ${res.status} ${await res.text()}`)
  const { access_token: token } = (await res.json()) as { access_token: string }
  return { token, version: await storedVersion(origin, token) }
}

async function storedVersion(origin: string, token: string): Promise<number> {
  const res = await fetch(`${origin}/api/notes`, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`GET /api/notes: ${res.status} ${await res.text()}`)
  return ((await res.json()) as Note).version
}

/**
 * `seconds` of saves at `connections` connections by `writers` (as many as connections). A connection takes an
 * idle writer for each save and gives it back with the answer, so no writer has two saves in flight: autocannon
 * resets its per-connection context after every request, so the writer cannot live there.
 */
async function saves(origin: string, writers: Writer[], duration: number) {
  const idle = [...writers]
  const tally = { saved: 0, conflicts: 0, errors: 0 }
  const savedBy = new Map<string, number>()
  const startVersion = new Map(writers.map((w) => [w.token, w.version]))
  const latencies: number[] = []
  let sent = 0
  const options: autocannon.Options = {
    url: `${origin}/api/notes`,
    connections: writers.length,
    duration,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'PUT',
        setupRequest: (request, context) => {
          const writer = idle.pop()
          if (!writer) throw new Error('no idle writer: a save was never answered')
          Object.assign(context, { writer })
          return {
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${writer.token}` },
            body: JSON.stringify({ content: `${noteText} (save ${++sent})`, baseVersion: writer.version }),
          }
        },
        onResponse: (status, body, context) => {
          const { writer } = context as { writer: Writer }
          if (status === 200) {
            tally.saved++
            savedBy.set(writer.token, (savedBy.get(writer.token) ?? 0) + 1)
            writer.version = (JSON.parse(body) as Note).version
          } else if (status === 409) {
            // what the panel's "Keep mine" does: the next save is based on the version that won
            tally.conflicts++
            writer.version = (JSON.parse(body) as NoteConflict).current.version
          } else tally.errors++
          idle.push(writer)
        },
      },
    ],
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, done) => (err ? reject(err) : resolve(done)))
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  // Every acknowledged save is in the stored version (a save answered after the run ended may add one more
  // per writer): the figures count real saves, not refusals that looked like answers. The writers then
  // carry the stored version into the next case.
  await new Promise((r) => setTimeout(r, 300))
  for (const [token, before] of startVersion) {
    const version = await storedVersion(origin, token)
    const saved = savedBy.get(token) ?? 0
    const tabs = writers.filter((w) => w.token === token)
    if (version - before < saved || version - before > saved + tabs.length)
      throw new Error(`stored version ${version} after ${before} + ${saved} acknowledged saves`)
    for (const tab of tabs) tab.version = version
  }
  latencies.sort((a, b) => a - b)
  return {
    perSecond: tally.saved / result.duration,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    conflicts: tally.conflicts,
    // autocannon's own errors are connection errors and timeouts (no answer at all)
    errors: tally.errors + result.errors,
  }
}

async function measure(database: string, env: Record<string, string>) {
  const server = await startServer({
    env: { SEED_DEMO_DATA: 'false', AUTH_RATE_LIMIT_FACTOR: String(rateLimitFactor), ...env },
  })
  const rows: (string | number)[][] = []
  try {
    const { origin } = server
    const students = await Promise.all(Array.from({ length: connections }, () => student(origin)))
    const alone = await student(origin)
    const tabbed = await student(origin)
    // unrecorded: JIT, pool and caches warm up
    await saves(origin, students, 1)
    const cases: [string, Writer[]][] = [
      [`${connections} students, each saving their own note`, students],
      ['1 student, saves one after another', [alone]],
      [
        `1 student in ${connections} tabs at once (409s by design: one save per version wins)`,
        Array.from({ length: connections }, () => ({ ...tabbed })),
      ],
    ]
    for (const [name, writers] of cases) {
      const r = await saves(origin, writers, seconds)
      console.info(`${database}, ${name}: ${r.perSecond.toFixed(0)} saves/s`)
      rows.push([
        database,
        name,
        writers.length,
        r.perSecond.toFixed(0),
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        r.conflicts,
        r.errors,
        os.loadavg()[0]!.toFixed(1),
      ])
    }
  } finally {
    await server.stop()
    await fs.rm(server.dataDir, { recursive: true, force: true })
  }
  return rows
}

async function onPostgres() {
  const adminUrl = args['pg-url']
  const name = `coldstart_bench_notes_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    return await measure('PostgreSQL (pool of 10)', {
      DATABASE_URL: url.toString(),
      MAILBOX_SECRET_KEY: randomBytes(32).toString('base64'),
    })
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

console.info(
  `## bench/notes: Quick Notes saves per second, PUT /api/notes (Node ${process.version}, ${os.cpus().length} cores)\n`,
)
console.info(
  `The production server in its own process; autocannon in this one, ${seconds} s per case; a ${noteText.length}-character note saved whole each time.\n`,
)
const rows = await measure('PGlite (one connection)', {})
if (args['pg-url']) rows.push(...(await onPostgres()))
printTable(
  [
    'database',
    'case',
    'connections',
    'saves/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'conflicts (409)',
    'errors',
    'load avg (1 min)',
  ],
  rows,
)
console.info('')
printTable(
  ['limit', 'in this bench'],
  [
    [
      'PUT /api/notes',
      'no rate limit: the figures are the server and the database (p50/p95/p99 over every answer, 409s included)',
    ],
    [
      'sign-up, 10 per hour per address',
      `lifted with AUTH_RATE_LIMIT_FACTOR=${rateLimitFactor} for the ${signUps} sign-ups per server; none is in the measured loop`,
    ],
    ['access token, 15 minutes', 'a run is far shorter: no refresh in the loop'],
  ],
)
process.exit(0)
