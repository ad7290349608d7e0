import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { openDatabase, type Database } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { startups } from '../../db/schema/index.ts'
import { bearer, signUpAdmin } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// "The directory stays true": a change shows in the student directory at once, on this instance and on every
// other one, whoever wrote it. Each instance caches directory pages and LISTENs for directory_changed.

const listed = async (app: FastifyInstance, q: string) =>
  (
    (await app.inject({ method: 'GET', url: `/api/startups?q=${encodeURIComponent(q)}` })).json() as {
      items: { name: string }[]
    }
  ).items.map((s) => s.name)

/** Notifications arrive a moment after the commit: poll for up to 2 s ("at once" to a person). */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2000, interval: 20 })

describe('one instance (PGlite, or the suite database)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true })
  })
  afterAll(() => t.close())

  it('drops its cached pages when anything writes the startups table, not only the admin routes', async () => {
    const name = `Psqlwritten ${randomBytes(3).toString('hex')}`
    expect(await listed(t.app, name)).not.toContain(name) // an empty answer now cached
    await t.database.db
      .insert(startups)
      .values({ name, logoUrl: 'https://cdn.example.com/p.png', status: 'verified' })
    await soon(async () => expect(await listed(t.app, name)).toContain(name))
    await t.database.db
      .update(startups)
      .set({ name: `${name} Renamed` })
      .where(eq(startups.name, name))
    await soon(async () => expect(await listed(t.app, name)).toEqual([`${name} Renamed`]))
  })
})

// PostgreSQL: TEST_DATABASE_URL (CI), else a local server on 127.0.0.1:5432 if one answers; skipped otherwise.
const serverUrl = process.env.TEST_DATABASE_URL ?? (await localServer())

async function localServer(): Promise<string | undefined> {
  const url = 'postgres://postgres@127.0.0.1:5432/postgres'
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
  try {
    await client.connect()
    return url
  } catch {
    return undefined
  } finally {
    await client.end().catch(() => undefined)
  }
}

function withDatabase(url: string, database: string) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

describe.skipIf(!serverUrl)('two server instances on one PostgreSQL', () => {
  const name = `cs_two_instances_${randomBytes(5).toString('hex')}`
  const databases: Database[] = []
  const apps: FastifyInstance[] = []
  let dataDir: string

  beforeAll(async () => {
    await onServer(serverUrl!, (c) => c.query(`create database "${name}"`))
    const url = withDatabase(serverUrl!, name)
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-instances-'))
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: url })
      if (i === 0) await migrateDatabase(database)
      databases.push(database)
      // the same DATA_DIR: both instances sign with one key, as instances behind one load balancer would
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
      const app = await buildApp({ config, database })
      await app.ready()
      apps.push(app)
    }
  })

  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const database of databases) await database.close()
    await onServer(serverUrl!, (c) => c.query(`drop database if exists "${name}" with (force)`))
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('a startup added, renamed and deleted through one is reflected by the other’s directory at once', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance]
    const admin = await signUpAdmin(one, databases[0]!.db)
    const startup = `Twinstance ${randomBytes(3).toString('hex')}`
    expect(await listed(two, startup)).toEqual([]) // instance two caches the empty page

    const created = await one.inject({
      method: 'POST',
      url: '/api/admin/startups',
      headers: bearer(admin.accessToken),
      payload: { name: startup, logoUrl: 'https://cdn.example.com/t.png', tags: ['twin'] },
    })
    expect(created.statusCode, created.body).toBe(201)
    await soon(async () => expect(await listed(two, startup)).toEqual([startup]))

    const { id, version } = created.json()
    const renamed = await one.inject({
      method: 'PUT',
      url: `/api/admin/startups/${id}`,
      headers: bearer(admin.accessToken),
      payload: { name: `${startup} Two`, logoUrl: 'https://cdn.example.com/t.png', version },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    await soon(async () => expect(await listed(two, startup)).toEqual([`${startup} Two`]))

    await one.inject({
      method: 'DELETE',
      url: `/api/admin/startups/${id}`,
      headers: bearer(admin.accessToken),
    })
    await soon(async () => expect(await listed(two, startup)).toEqual([]))
  })
})
