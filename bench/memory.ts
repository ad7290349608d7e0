// bench/memory: what the production server (`npm start`, scripts/start.ts, web app already built) holds and
// how long it takes to start, on the embedded database (PGlite) and on PostgreSQL: a first start on an empty
// database (migrations + demo seed) and a restart on the same data. Per case: seconds until /api/health
// answers, the CPU seconds spent by then, its child processes' included (a busy machine stretches the first
// figure, hardly the second), RSS 5 s after ready, and the V8 heap and external memory then (PGlite's
// WebAssembly memory counts as external). Then RSS after MEMORY_TRAFFIC_MINUTES (default 5; 0 skips it) of
// `npm run test:load` traffic against RSS 5 s after that server was ready. Each figure is printed beside its
// target with met / missed.
//
//   npm run bench:memory                          # MEMORY_TRAFFIC_MINUTES=1 for a shorter traffic run
//   MEMORY_PG_URL=postgres://… (default postgres://postgres@127.0.0.1:5432/postgres; without it, PGlite only)
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { HeapProbe, inspectorArgs, type HeapFigures } from './lib/heap-probe.ts'
import { printTable, repoRoot, startServer } from './lib/server.ts'

const PG_URL = process.env.MEMORY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const TRAFFIC_MINUTES = Number(process.env.MEMORY_TRAFFIC_MINUTES ?? 5)
const SETTLE_MS = 5000
const TARGETS = {
  postgresRssMb: 150,
  pgliteRssMb: 350,
  firstStartS: 5,
  restartS: 2,
  trafficRatio: 1.2,
}

const procStat = (pid: number) => fs.readFile(`/proc/${pid}/stat`, 'utf8')
const rssMb = async (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(await fs.readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
/** user + system CPU seconds of a process and its ended children (clock ticks of 1/100 s on Linux) */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await procStat(pid)).split(') ')[1]!.split(' ').slice(11, 15)
  return fields.reduce((sum, ticks) => sum + Number(ticks), 0) / 100
}

const verdict = (value: number, target: number) => (value <= target ? 'met' : 'missed')

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

interface StartFigures {
  readyS: number
  cpuS: number
  rssMb: number
  heap: HeapFigures
}

// A compile cache of this run's own (scripts/start.ts keeps compiled modules there): each first start begins
// with what npm install leaves on a fresh clone (scripts/warm-compile-cache.ts), and a restart finds what its
// first start added.
let compileCache = ''
async function measureStart(options: { firstStart: boolean; dataDir?: string; databaseUrl?: string }) {
  if (options.firstStart) {
    if (compileCache) await fs.rm(compileCache, { recursive: true, force: true })
    compileCache = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-compile-cache-'))
    spawnSync(process.execPath, ['scripts/warm-compile-cache.ts', compileCache], {
      cwd: repoRoot,
      stdio: 'ignore',
    })
  }
  const inspector = await inspectorArgs()
  const server = await startServer({
    script: 'scripts/start.ts',
    dataDir: options.dataDir,
    nodeArgs: inspector.args,
    env: {
      DATABASE_URL: options.databaseUrl ?? '',
      NODE_COMPILE_CACHE: compileCache,
      // a PostgreSQL deployment must name the key that encrypts mailbox passwords, and seeds only when asked
      ...(options.databaseUrl
        ? { MAILBOX_SECRET_KEY: randomBytes(32).toString('base64'), SEED_DEMO_DATA: 'true' }
        : {}),
    },
  })
  const pid = server.process.pid!
  const cpuS = await cpuSeconds(pid)
  await sleep(SETTLE_MS)
  // RSS first: the inspector's session costs a little memory of its own
  const rss = await rssMb(pid)
  const probe = await HeapProbe.connect(inspector.port)
  const heap = await probe.now()
  probe.close()
  await server.stop()
  const figures: StartFigures = { readyS: server.readyMs / 1000, cpuS, rssMb: rss, heap }
  return { figures, dataDir: server.dataDir }
}

const rows: (string | number)[][] = []
function addRow(label: string, f: StartFigures, rssTarget: number, startTarget: number | undefined) {
  rows.push([
    label,
    `${f.readyS.toFixed(2)}${startTarget === undefined ? '' : ` (≤ ${startTarget}: ${verdict(f.readyS, startTarget)})`}`,
    f.cpuS.toFixed(2),
    `${f.rssMb.toFixed(0)} (≤ ${rssTarget}: ${verdict(f.rssMb, rssTarget)})`,
    `${f.heap.heapUsedMb.toFixed(0)} / ${f.heap.heapTotalMb.toFixed(0)}`,
    f.heap.externalMb.toFixed(0),
  ])
}

// ---- PGlite: first start on an empty folder, then a restart on it ------------------------------------
const first = await measureStart({ firstStart: true })
addRow('PGlite, first start (migrate + seed)', first.figures, TARGETS.pgliteRssMb, TARGETS.firstStartS)
const restart = await measureStart({ firstStart: false, dataDir: first.dataDir })
addRow('PGlite, restart', restart.figures, TARGETS.pgliteRssMb, TARGETS.restartS)
await fs.rm(first.dataDir, { recursive: true, force: true })

// ---- PostgreSQL: a fresh database, then a restart on it ----------------------------------------------
const onPostgres = await postgresAnswers()
if (onPostgres) {
  const dbName = `cs_memory_${randomBytes(4).toString('hex')}`
  const url = new URL(PG_URL)
  url.pathname = `/${dbName}`
  await adminQuery(`create database "${dbName}"`)
  try {
    for (const firstStart of [true, false]) {
      const label = firstStart ? 'PostgreSQL, first start (migrate + seed)' : 'PostgreSQL, restart'
      const run = await measureStart({ firstStart, databaseUrl: url.toString() })
      await fs.rm(run.dataDir, { recursive: true, force: true })
      addRow(label, run.figures, TARGETS.postgresRssMb, undefined)
    }
  } finally {
    await adminQuery(`drop database if exists "${dbName}" with (force)`).catch(() => {})
  }
}

if (compileCache) await fs.rm(compileCache, { recursive: true, force: true })

console.info('\n## Server memory and start-up (npm start, web app built)\n')
printTable(
  [
    'case',
    'seconds until ready',
    'CPU seconds by then',
    'RSS MB 5 s after ready',
    'heap used / total MB',
    'external MB',
  ],
  rows,
)
if (!onPostgres) console.info(`\nPostgreSQL at ${PG_URL} did not answer: PGlite only.`)

// ---- traffic: npm run test:load for the given minutes ------------------------------------------------
if (TRAFFIC_MINUTES > 0) {
  console.info(`\nrunning ${TRAFFIC_MINUTES} min of npm run test:load traffic...`)
  const load = spawnSync(process.execPath, ['scripts/load-test.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, LOAD_SECONDS: String(Math.round(TRAFFIC_MINUTES * 60)), LOAD_PG_URL: PG_URL },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  })
  const line = /\| RSS 5 s after ready → end \| (\d+) MB → (\d+) MB \|/.exec(load.stdout)
  const database = /\| database \| (\w+) \|/.exec(load.stdout)?.[1] ?? '?'
  console.info(`\n## RSS after ${TRAFFIC_MINUTES} min of npm run test:load traffic (${database})\n`)
  if (!line) {
    console.info(`The load test printed no memory line (exit ${load.status}):\n\n${load.stdout.slice(-2000)}`)
    process.exitCode = 1
  } else {
    const [ready, end] = [Number(line[1]), Number(line[2])]
    const ratio = end / ready
    // the same, once the resume parser's threads have ended idle: what the traffic left behind
    const idle = Number(
      /\| RSS \d+ s after the end \(idle threads ended\) \| (\d+) MB \|/.exec(load.stdout)?.[1],
    )
    printTable(
      [
        'RSS MB 5 s after ready',
        'RSS MB at the end',
        'ratio',
        'target',
        'RSS MB once idle',
        'ratio once idle',
      ],
      [
        [
          ready,
          end,
          ratio.toFixed(2),
          `≤ ${TARGETS.trafficRatio}: ${verdict(ratio, TARGETS.trafficRatio)}`,
          idle || '?',
          idle ? (idle / ready).toFixed(2) : '?',
        ],
      ],
    )
    if (load.status !== 0) console.info(`\n(the load test itself failed, exit ${load.status}: see above)`)
  }
}
