import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import type { Note } from '@coldstart/contract'
import { TEST_PASSWORD } from '../../testing/auth.ts'
import { freePort } from '../../testing/free-port.ts'

// Every save the server acknowledged (200) survives the server process being killed with SIGKILL in the
// middle of a stream of saves: the real server (main.ts) on a data folder (PGlite) or a PostgreSQL database,
// killed, started again on the same storage, and read back.

const repoRoot = path.resolve(import.meta.dirname, '../../../../..')
const WRITERS = 4
const STREAM_MS = [1200, 2500] as const

interface Server {
  child: ChildProcess
  base: string
  stderr: string[]
}

interface Writer {
  email: string
  token: string
  /** what was sent for each version: the save based on version v - 1 becomes version v */
  sent: Map<number, string>
  acked: number
}

const running = new Set<ChildProcess>()
afterEach(() => {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
})

/** main.ts in its own Node process (this Node, 24: no npx wrapper in between, so SIGKILL hits the server). */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT_FACTOR: '100',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  running.add(child)
  const stderr: string[] = []
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr.join('')}`)
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, stderr }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`server did not start: ${stderr.join('')}`)
}

async function kill(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGKILL')
  await exited
  running.delete(server.child)
}

async function signIn(server: Server, email: string, signUp: boolean): Promise<string> {
  const res = await fetch(`${server.base}/api/auth/${signUp ? 'sign-up' : 'sign-in'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({
      email,
      password: TEST_PASSWORD,
      ...(signUp ? { fullName: 'Durable Writer' } : {}),
    }),
  })
  if (!res.ok) throw new Error(`${signUp ? 'sign-up' : 'sign-in'} failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { access_token: string }).access_token
}

async function readNote(server: Server, token: string): Promise<Note> {
  const res = await fetch(`${server.base}/api/notes`, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`reading the note failed: ${res.status}`)
  return (await res.json()) as Note
}

/** One writer's stream: each save based on the last acknowledged version, until the server dies. */
async function stream(server: Server, writer: Writer, stop: { now: boolean }): Promise<void> {
  while (!stop.now) {
    const version = writer.acked + 1
    const content = `${writer.email} save ${version} ${randomBytes(24).toString('base64url')}`
    writer.sent.set(version, content)
    let res: Response
    try {
      res = await fetch(`${server.base}/api/notes`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
        body: JSON.stringify({ content, baseVersion: writer.acked }),
      })
    } catch {
      return // the server is gone: this save was never acknowledged
    }
    if (res.status !== 200) throw new Error(`save refused: ${res.status} ${await res.text()}`)
    const saved = (await res.json()) as Note
    expect(saved).toMatchObject({ version, content })
    writer.acked = version
  }
}

/** Streams saves from every writer, SIGKILLs the server mid-stream, and returns the acknowledged rate. */
async function streamAndKill(server: Server, writers: Writer[]): Promise<number> {
  const before = writers.reduce((n, w) => n + w.acked, 0)
  const stop = { now: false }
  const started = performance.now()
  const streams = writers.map((w) => stream(server, w, stop))
  const [min, max] = STREAM_MS
  await new Promise((r) => setTimeout(r, min + Math.random() * (max - min)))
  await kill(server) // mid-stream: every writer has a save in flight
  stop.now = true
  await Promise.all(streams)
  const acked = writers.reduce((n, w) => n + w.acked, 0) - before
  return acked / ((performance.now() - started) / 1000)
}

/** After a restart: each note holds its last acknowledged save, or the one in flight at the kill. */
async function expectEveryAckedSave(server: Server, writers: Writer[]) {
  for (const writer of writers) {
    writer.token = await signIn(server, writer.email, false)
    const stored = await readNote(server, writer.token)
    expect(stored.version, `${writer.email}: acknowledged version ${writer.acked}`).toBeGreaterThanOrEqual(
      writer.acked,
    )
    expect(stored.version).toBeLessThanOrEqual(writer.acked + 1)
    expect(stored.content).toBe(writer.sent.get(stored.version))
    writer.acked = stored.version
  }
}

async function killAndRestartRounds(env: Record<string, string>, label: string) {
  let server = await startServer(env)
  const writers: Writer[] = []
  for (let i = 0; i < WRITERS; i++) {
    const email = `durable-${i}-${randomBytes(4).toString('hex')}@example.com`
    writers.push({ email, token: await signIn(server, email, true), sent: new Map(), acked: 0 })
  }
  for (let round = 1; round <= 2; round++) {
    const rate = await streamAndKill(server, writers)
    expect(
      writers.every((w) => w.acked > 0),
      'every writer had saves acknowledged',
    ).toBe(true)
    console.info(
      `${label} round ${round}: ${Math.round(rate)} acknowledged note saves/s over ${WRITERS} writers`,
    )
    server = await startServer(env)
    await expectEveryAckedSave(server, writers)
  }
  await kill(server)
}

describe('acknowledged note saves survive SIGKILL', () => {
  it('on the embedded database (PGlite data folder)', { timeout: 240_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-durable-'))
    try {
      await killAndRestartRounds({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'PGlite')
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', { timeout: 240_000 }, async () => {
    const adminUrl = new URL(process.env.TEST_DATABASE_URL!)
    adminUrl.pathname = '/postgres'
    const name = `cs_durable_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl.toString() })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-durable-'))
    try {
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      await killAndRestartRounds(
        {
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          MAILBOX_SECRET_KEY: randomBytes(32).toString('base64'),
        },
        'PostgreSQL',
      )
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
