import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomInt } from 'node:crypto'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../db/client.ts'
import { admins, userProfiles } from '../db/schema/index.ts'
import { freePort } from './free-port.ts'
import { PG_URL, postgresAnswers, withDatabase } from './scratch-postgres.ts'

const MAILBOX_SECRET_KEY = randomBytes(32).toString('base64')

/**
 * Two real server processes on one PostgreSQL (and one Redis when it answers), each with its own DATA_DIR, as
 * behind a load balancer (docs/scaling.md). Skipped when no PostgreSQL answers at
 * TWO_INSTANCES_PG_URL, else the server of TEST_DATABASE_URL (CI's), else postgres://postgres@127.0.0.1:5432.
 */
const REDIS = { host: '127.0.0.1', port: Number(process.env.TWO_INSTANCES_REDIS_PORT ?? 6379) }
const SERVER = path.resolve(import.meta.dirname, '../main.ts')
// Both instances sit behind one address: the site's, which tokens name as their issuer.
const PUBLIC_URL = 'http://localhost:3999'

/** Sends a raw RESP command; the first reply line, or null when Redis does not answer. */
function redisCommand(...args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(REDIS)
    const done = (value: string | null) => {
      socket.destroy()
      resolve(value)
    }
    socket.setTimeout(1500, () => done(null))
    socket.on('error', () => done(null))
    socket.on('connect', () => {
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`)
    })
    socket.on('data', (data) => done(data.toString().split('\r\n')[0] ?? null))
  })
}

const pgUp = await postgresAnswers()
const redisUp = pgUp && (await redisCommand('PING')) === '+PONG'
// A Redis database of its own (8-15), flushed before and after: counters never leak between runs.
const redisDb = 8 + randomInt(8)

interface Instance {
  name: string
  url: string
  process: ChildProcess
  output: string[]
  dataDir: string
}

async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const port = await freePort()
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `coldstart-${name}-`))
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL,
      DATABASE_URL: databaseUrl,
      // both instances open the same sealed mailbox passwords
      MAILBOX_SECRET_KEY,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...(redisUp ? { REDIS_URL: `redis://${REDIS.host}:${REDIS.port}/${redisDb}` } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()))
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()))
  return { name, url: `http://127.0.0.1:${port}`, process: child, output, dataDir }
}

async function waitUntilReady(instance: Instance, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) break
    try {
      const res = await fetch(`${instance.url}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${instance.name} did not start:\n${instance.output.join('').slice(-3000)}`)
}

async function stopInstance(instance: Instance) {
  if (instance.process.exitCode === null) {
    const exited = new Promise((r) => instance.process.once('exit', r))
    instance.process.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
    if (instance.process.exitCode === null) instance.process.kill('SIGKILL')
  }
  await fs.rm(instance.dataDir, { recursive: true, force: true })
}

/** A JSON request as the site's own page sends it. */
async function call(
  instance: Instance,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; cookie?: string } = {},
) {
  const res = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      origin: PUBLIC_URL,
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  })
  const text = await res.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = text
  }
  return { status: res.status, json: json as Record<string, unknown>, headers: res.headers }
}

const refreshCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('coldstart_refresh='))

describe.skipIf(!pgUp)('two instances on one PostgreSQL', () => {
  const dbName = `cs_two_${randomBytes(5).toString('hex')}`
  const databaseUrl = withDatabase(PG_URL, dbName)
  let a: Instance
  let b: Instance

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_URL })
    await admin.connect()
    await admin.query(`create database "${dbName}"`)
    await admin.end()
    if (redisUp) await flushRedis()
    // Started together on an empty database: they race to migrate, make the signing key and seed, and must
    // take turns and agree.
    ;[a, b] = await Promise.all([startInstance('a', databaseUrl), startInstance('b', databaseUrl)])
    await Promise.all([waitUntilReady(a), waitUntilReady(b)])
  }, 180_000)

  afterAll(async () => {
    await Promise.all([a && stopInstance(a), b && stopInstance(b)])
    if (redisUp) await flushRedis()
    const admin = new pg.Client({ connectionString: PG_URL })
    await admin.connect()
    await admin.query(`drop database if exists "${dbName}" with (force)`)
    await admin.end()
  }, 60_000)

  /** Runs `write` on the instances' database, over a connection of its own. */
  async function onTheDatabase(write: (db: Db) => Promise<unknown>) {
    const database = await openDatabase({ databaseUrl })
    try {
      await write(database.db)
    } finally {
      await database.close()
    }
  }

  async function flushRedis() {
    // SELECT and FLUSHDB on one connection
    await new Promise<void>((resolve) => {
      const socket = net.connect(REDIS, () => {
        socket.write(
          `*2\r\n$6\r\nSELECT\r\n$${String(redisDb).length}\r\n${redisDb}\r\n*1\r\n$7\r\nFLUSHDB\r\n`,
        )
      })
      let replies = ''
      socket.on('data', (d) => {
        replies += d.toString()
        if ((replies.match(/\r\n/g) ?? []).length >= 2) {
          socket.destroy()
          resolve()
        }
      })
      socket.on('error', () => resolve())
    })
  }

  async function signUp(instance: Instance, name = 'Two Instances') {
    const email = `two-${randomBytes(4).toString('hex')}@example.com`
    const res = await call(instance, 'POST', '/api/auth/sign-up', {
      body: { email, password: 'correct horse battery staple', fullName: name },
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    return {
      email,
      userId: (res.json.user as { id: string }).id,
      token: res.json.access_token as string,
      cookie: refreshCookieOf(res.headers)!,
    }
  }

  it('publishes the same signing keys on both (one key in the database, not one per DATA_DIR)', async () => {
    const [ka, kb] = await Promise.all([
      call(a, 'GET', '/api/auth/jwks.json'),
      call(b, 'GET', '/api/auth/jwks.json'),
    ])
    expect(ka.json).toEqual(kb.json)
    expect((ka.json.keys as unknown[]).length).toBe(1)
  })

  it('a session made on one instance works on the other', async () => {
    const user = await signUp(a)
    const onB = await call(b, 'GET', '/api/auth/user', { token: user.token })
    expect(onB.status, JSON.stringify(onB.json)).toBe(200)
    expect(onB.json.email).toBe(user.email)

    // the refresh token too: rotated on B, the new access token works on A
    const refreshed = await call(b, 'POST', '/api/auth/refresh', { cookie: user.cookie })
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200)
    const onA = await call(a, 'GET', '/api/auth/user', { token: refreshed.json.access_token as string })
    expect(onA.status).toBe(200)
  })

  it.skipIf(!redisUp)('rate limits are shared: one account’s guesses count on both instances', async () => {
    const user = await signUp(a)
    const statuses: number[] = []
    // SIGN-IN per account: 10 in 10 minutes (modules/auth/rate-limits.ts), five on each instance
    for (let i = 0; i < 11; i += 1) {
      const res = await call(i % 2 ? b : a, 'POST', '/api/auth/sign-in', {
        body: { email: user.email, password: `wrong password ${i}` },
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses[10]).toBe(429)
  })

  it('a directory write on one instance drops the cached pages on both', async () => {
    const user = await signUp(a, 'Two Admin')
    await onTheDatabase((db) => db.insert(admins).values({ userId: user.userId }))

    const word = `Zyx${randomBytes(3).toString('hex')}`
    const search = (instance: Instance) => call(instance, 'GET', `/api/startups?q=${word}`)
    // both instances cache the empty answer (the page cache keeps it 30 s)
    expect((await search(a)).json.total).toBe(0)
    expect((await search(b)).json.total).toBe(0)

    const created = await call(a, 'POST', '/api/admin/startups', {
      token: user.token,
      body: { name: `${word} Labs`, logoUrl: 'https://example.com/logo.png', sector: 'AI' },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)

    // within a moment, not 30 s: each instance hears the change (LISTEN/NOTIFY) and drops its pages
    for (const instance of [a, b]) {
      await expect
        .poll(async () => (await search(instance)).json.total, { timeout: 3000, interval: 100 })
        .toBe(1)
    }
  })

  it('best match on either instance ranks a startup added on the other at once (never a stale index)', async () => {
    const user = await signUp(a, 'Two Admin Ranker')
    const word = `zyx${randomBytes(3).toString('hex')}`
    await onTheDatabase(async (db) => {
      await db.insert(admins).values({ userId: user.userId })
      await db.insert(userProfiles).values({ userId: user.userId, skills: [word] })
    })
    const firstOf = async (instance: Instance, limit: number) => {
      const res = await call(instance, 'GET', `/api/startups?sort=best-match&limit=${limit}`, {
        token: user.token,
      })
      expect(res.status, JSON.stringify(res.json)).toBe(200)
      return (res.json.items as { name: string }[])[0]?.name
    }
    // both instances read their in-memory index for this student
    expect(await firstOf(a, 5)).not.toBe(`${word} Labs`)
    expect(await firstOf(b, 5)).not.toBe(`${word} Labs`)

    const created = await call(a, 'POST', '/api/admin/startups', {
      token: user.token,
      body: { name: `${word} Labs`, logoUrl: 'https://example.com/logo.png', sector: 'AI', tags: [word] },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    // a page neither instance has cached, asked right away: the index sees the directory's version change
    expect(await firstOf(b, 6)).toBe(`${word} Labs`)
    expect(await firstOf(a, 7)).toBe(`${word} Labs`)
  })

  it('40 concurrent uses of a template by one user, split between the instances, add exactly 1 (once a day)', async () => {
    const user = await signUp(b)
    const list = await call(a, 'GET', '/api/templates', { token: user.token })
    expect(list.status).toBe(200)
    const template = (list.json.items as { id: string; usageCount: number }[])[0]!
    const uses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(i % 2 ? b : a, 'POST', `/api/templates/${template.id}/use`, { token: user.token }),
      ),
    )
    expect(uses.filter((u) => u.status !== 200)).toEqual([])
    const after = await call(b, 'GET', '/api/templates', { token: user.token })
    const counted = (after.json.items as { id: string; usageCount: number }[]).find(
      (t) => t.id === template.id,
    )!
    // one row per (user, template, day) in PostgreSQL: neither instance can count the day twice
    expect(counted.usageCount - template.usageCount).toBe(1)
  }, 120_000)
})
