// The stall bench's import and export cases (bench/stall.ts runs them): a real CSV import of 5,000 startups
// with six team members each, and one student's export flood (8 parallel export loops, then 20 readers that
// stop reading), with /api/health timed meanwhile (p50 and max).
import { spawn } from 'node:child_process'
import net from 'node:net'
import { startServer, repoRoot, type BenchServer } from './server.ts'

export interface StallFigures {
  attackMs: number
  healthMaxMs: number
  rssPeakMb: number
  outcome: string
}

/** Every /api/health answer's time while it runs (one at a time, every 20 ms): p50 and max. */
function healthTimes(origin: string) {
  const times: number[] = []
  let running = true
  const done = (async () => {
    while (running) {
      const started = performance.now()
      await fetch(`${origin}/api/health`).catch(() => {})
      times.push(performance.now() - started)
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  return {
    async stop() {
      running = false
      await done
      const sorted = [...times].sort((a, b) => a - b)
      return {
        p50: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        max: Math.round(sorted.at(-1) ?? 0),
      }
    },
  }
}

async function signIn(origin: string, email: string) {
  const res = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'stall bench password 1' }),
  })
  if (res.status !== 200) throw new Error(`sign-in ${res.status}: ${await res.text()}`)
  return ((await res.json()) as { access_token: string }).access_token
}

async function signUp(origin: string, email: string) {
  const res = await fetch(`${origin}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'stall bench password 1', fullName: 'Stall Bench' }),
  })
  if (res.status !== 201) throw new Error(`sign-up ${res.status}: ${await res.text()}`)
  return ((await res.json()) as { access_token: string }).access_token
}

const statusCounts = (statuses: number[]) => {
  const counts = new Map<number, number>()
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1)
  return [...counts].map(([s, n]) => `${n}×${s || 'error'}`).join(' ')
}

const member = (i: number, k: number) => `Member${k} Person${i}|Engineer|m${k}@bench-${i}.example.com|`
const importRow = (i: number) =>
  `Bench Startup ${i},A startup,https://bench-${i}.example.com,Fintech,Pune,Seed,$1M,1-10,https://cdn.example.com/b${i}.png,yes,,"upi; b2b","${[0, 1, 2, 3, 4, 5].map((k) => member(i, k)).join('; ')}"`

/**
 * 5,000 rows × 6 team members, written for real. The admin is granted with the CLI, which needs the
 * database to itself: the server is stopped for it and started again on the same data.
 */
export async function importAttack(server: BenchServer, root: string | undefined) {
  const email = `stall-admin-${Date.now()}@example.com`
  await signUp(server.origin, email)
  await server.stop()
  await new Promise<void>((resolve, reject) => {
    const cli = spawn(process.execPath, ['apps/server/src/cli/admin.ts', 'grant', email], {
      cwd: root ?? repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
    })
    cli.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`admin grant exited ${code}`))))
  })
  const admin = await startServer({ root, dataDir: server.dataDir })
  try {
    // signed in again: the grant takes effect in a new session
    const token = await signIn(admin.origin, email)
    const header =
      'name,description,website,sector,location,funding_round,funding_amount,team_size,logo_url,is_hiring,status,tags,employees'
    const csv = [header, ...Array.from({ length: 5000 }, (_, i) => importRow(i))].join('\n')
    const health = healthTimes(admin.origin)
    const started = performance.now()
    const res = await fetch(`${admin.origin}/api/admin/startups/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, origin: admin.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ csv, dryRun: false }),
      signal: AbortSignal.timeout(600_000),
    }).catch((err: Error) => ({ status: 0, json: async () => ({ message: err.message }) }))
    const attackMs = Math.round(performance.now() - started)
    const body = (await res.json()) as { imported?: number; message?: string }
    const h = await health.stop()
    return {
      attackMs,
      healthMaxMs: h.max,
      rssPeakMb: 0,
      outcome: `${res.status}, ${body.imported ?? body.message} imported (${(csv.length / 1048576).toFixed(1)} MB); /api/health p50 ${h.p50} ms`,
    }
  } finally {
    await admin.stop()
  }
}

/** A request for the export that reads the first bytes, then nothing: what the server feels of a stalled reader. */
async function stalledExport(origin: string, token: string) {
  const url = new URL(origin)
  const socket = net.connect({ host: url.hostname, port: Number(url.port) })
  socket.on('error', () => {})
  socket.write(
    `GET /api/outreach/sends.csv HTTP/1.1\r\nhost: ${url.host}\r\nauthorization: Bearer ${token}\r\n\r\n`,
  )
  const first = await new Promise<string>((resolve) => {
    socket.once('data', (c: Buffer) => resolve(c.toString('latin1')))
    socket.once('close', () => resolve(''))
  })
  socket.pause()
  return { socket, status: Number(/^HTTP\/1\.1 (\d+)/.exec(first)?.[1] ?? 0) }
}

/** One student with a full log (5,000 sends): 8 export loops for 10 s, then 20 stalled readers for 10 s. */
export async function exportFloodAttack(server: BenchServer) {
  const { origin } = server
  const token = await signUp(origin, `stall-export-${Date.now()}@example.com`)
  const auth = { authorization: `Bearer ${token}`, origin }
  const list = (await (await fetch(`${origin}/api/startups?limit=50`)).json()) as { items: { id: string }[] }
  let team: { id: string; employees: string[] } | null = null
  for (const { id } of list.items) {
    const detail = (await (await fetch(`${origin}/api/startups/${id}`, { headers: auth })).json()) as {
      employees?: { id: string }[]
    }
    const employees = (detail.employees ?? []).map((e) => e.id)
    if (employees.length && (!team || employees.length > team.employees.length)) team = { id, employees }
  }
  if (!team) throw new Error('no startup with a team to log sends to')
  const recipients = Array.from({ length: 50 }, (_, i) => team.employees[i % team.employees.length]!)
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${origin}/api/outreach/sends`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        channel: 'copy',
        startupId: team.id,
        employeeIds: recipients,
        subject: 'Hello',
      }),
    })
    await res.arrayBuffer()
  }
  // 8 loops, each exporting again as soon as the last answer is read
  const baseline = healthTimes(origin)
  await new Promise((r) => setTimeout(r, 2000))
  const idle = await baseline.stop()
  const loops = healthTimes(origin)
  const started = performance.now()
  const statuses: number[] = []
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() - started < 10_000) {
        const res = await fetch(`${origin}/api/outreach/sends.csv`, { headers: auth }).catch(() => null)
        await res?.arrayBuffer().catch(() => {})
        statuses.push(res?.status ?? 0)
      }
    }),
  )
  const flood = await loops.stop()
  // 20 readers that stop reading
  const stalledHealth = healthTimes(origin)
  const stalled = await Promise.all(Array.from({ length: 20 }, () => stalledExport(origin, token)))
  await new Promise((r) => setTimeout(r, 10_000))
  const held = await stalledHealth.stop()
  for (const s of stalled) s.socket.destroy()
  return {
    attackMs: Math.round(performance.now() - started),
    healthMaxMs: Math.max(flood.max, held.max),
    rssPeakMb: 0,
    outcome:
      `/api/health idle p50 ${idle.p50} ms; 8 export loops 10 s: ${statusCounts(statuses)}, health p50 ${flood.p50} / max ${flood.max} ms; ` +
      `20 stalled readers: ${statusCounts(stalled.map((s) => s.status))}, health p50 ${held.p50} / max ${held.max} ms`,
  }
}
