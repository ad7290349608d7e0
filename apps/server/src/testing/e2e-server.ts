import { sql } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { AuthSession, RecordSendsBody, StartupDetail, StartupListResponse } from '@coldstart/contract'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { seedDemoData } from '../db/seed/seed.ts'

// The browser tests' server: the real one (main.ts), started on a database that already holds what a browser
// cannot make happen in a test's time: students whose emails went out 8 days ago. Those sends are made through
// the real API (sign-up, the startup's team, POST /api/outreach/sends); only their clock is then turned back,
// as 8 days passing would. The embedded database has one writer, so this runs and closes before main.ts opens it.

/**
 * e2e/outreach.spec.ts signs in as `follow-ups.<retry>@coldstart.test`, e2e/follow-ups-count.spec.ts as
 * `follow-ups-count.<retry>@coldstart.test`: one fresh student per spec and attempt.
 */
export const AGED_SENDS_STUDENTS = 3
const AGED_SENDS_PREFIXES = ['follow-ups', 'follow-ups-count']
export const AGED_SENDS_STARTUP = 'Redline Desk'
const PASSWORD = 'correct horse battery staple'
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

async function call<T>(app: FastifyInstance, request: InjectOptions): Promise<T> {
  const res = await app.inject(request)
  if (res.statusCode >= 300) throw new Error(`e2e set-up: ${res.statusCode} ${res.body}`)
  return res.json<T>()
}

async function sendTwoEmailsAs(
  app: FastifyInstance,
  email: string,
  startupId: string,
  employeeIds: string[],
) {
  const session = await call<AuthSession>(app, {
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: SAME_ORIGIN,
    payload: { email, password: PASSWORD, fullName: 'Asha Verma' },
  })
  for (const employeeId of employeeIds)
    await call(app, {
      method: 'POST',
      url: '/api/outreach/sends',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: {
        channel: 'mailto',
        startupId,
        employeeIds: [employeeId],
        subject: 'Internship at Redline Desk?',
      } satisfies RecordSendsBody,
    })
  return session.user.id
}

async function prepare() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrateDatabase(database)
  await seedDemoData(database.db)
  const app = await buildApp({ config: { ...config, logLevel: 'silent' }, database })
  try {
    const list = await call<StartupListResponse>(app, {
      method: 'GET',
      url: `/api/startups?q=${encodeURIComponent(AGED_SENDS_STARTUP)}`,
    })
    const startupId = list.items.find((s) => s.name === AGED_SENDS_STARTUP)!.id
    const detail = await call<StartupDetail>(app, {
      method: 'GET',
      url: `/api/startups/${startupId}`,
    })
    const employeeIds = detail.employees.slice(0, 2).map((e) => e.id)
    const userIds: string[] = []
    for (const prefix of AGED_SENDS_PREFIXES)
      for (let i = 0; i < AGED_SENDS_STUDENTS; i++)
        userIds.push(await sendTwoEmailsAs(app, `${prefix}.${i}@coldstart.test`, startupId, employeeIds))
    await database.db.execute(sql`
      update outreach_sends set sent_at = sent_at - interval '8 days'
      where user_id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`)
  } finally {
    await app.close()
    await database.close()
  }
}

await prepare()
await import('../main.ts')
// Read by playwright.config.ts: the server is listening (main.ts resolves once it is).
console.info('e2e server: listening')
