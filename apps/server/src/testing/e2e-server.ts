import fs from 'node:fs/promises'
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import {
  STARTUP_READS_PER_DAY,
  type AuthSession,
  type RecordSendsBody,
  type StartupListResponse,
} from '@coldstart/contract'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { openDatabase, type Db } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { bareList } from '../db/sql-names.ts'
import {
  emailTemplates,
  internships,
  outreachSends as o,
  startupEmployees,
  startupReads,
  startups,
} from '../db/schema/index.ts'
import { seedDemoData } from '../db/seed/seed.ts'
import { setPasswordHashParams, TEST_PASSWORD_HASH_PARAMS } from '../modules/auth/password-hash.ts'

// The browser tests' server: the real one (main.ts), started on a database that already holds what a browser
// cannot make happen in a test's time: students whose emails went out 8 days ago. Those sends are made through
// the real API (sign-up, the startup's team, POST /api/outreach/sends); only their clock is then turned back,
// as 8 days passing would. The embedded database has one writer, so this runs and closes before main.ts opens it.

/**
 * e2e/outreach.spec.ts signs in as `follow-ups.<retry>@coldstart.test`, e2e/follow-ups-count.spec.ts as
 * `follow-ups-count.<retry>@coldstart.test`, e2e/follow-ups-targets.spec.ts as
 * `follow-ups-targets.<retry>@coldstart.test`: one fresh student per spec and attempt.
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

/** Signs `email` up and logs each of `sends` through the API, as the composer would; the student's id. */
async function sendAs(app: FastifyInstance, email: string, sends: RecordSendsBody[]) {
  const session = await call<AuthSession>(app, {
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: SAME_ORIGIN,
    payload: { email, password: PASSWORD, fullName: 'Asha Verma' },
  })
  for (const payload of sends)
    await call(app, {
      method: 'POST',
      url: '/api/outreach/sends',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload,
    })
  return session.user.id
}

const sendTwoEmailsAs = (app: FastifyInstance, email: string, startupId: string, employeeIds: string[]) =>
  sendAs(
    app,
    email,
    employeeIds.map((employeeId) => ({
      channel: 'mailto',
      startupId,
      employeeIds: [employeeId],
      subject: 'Internship at Redline Desk?',
    })),
  )

/**
 * e2e/follow-ups-targets.spec.ts: students who applied to an open internship by email, and wrote to a team
 * member an admin has since removed (at a startup of its own, not listed in the directory, so no other spec
 * sees it).
 */
const TARGETS_PREFIX = 'follow-ups-targets'
const GONE_CONTACT = {
  startup: 'Quietleaf Labs',
  name: 'Nikhil Menon',
  email: 'nikhil@quietleaf.example.com',
}

async function applyAndWriteToGoneContact(app: FastifyInstance, db: Db) {
  // an open posting with an address, at a startup of the directory, open for longer than any test run
  const [internship] = await db
    .select({ id: internships.id, title: internships.title })
    .from(internships)
    .where(
      and(
        eq(internships.status, 'active'),
        isNotNull(internships.applyEmail),
        isNotNull(internships.startupId),
        or(isNull(internships.deadline), gt(internships.deadline, sql`current_date + 30`)),
      ),
    )
    .orderBy(internships.title, internships.id)
    .limit(1)
  const [startup] = await db
    .insert(startups)
    .values({ name: GONE_CONTACT.startup })
    .returning({ id: startups.id })
  const startupId = startup!.id
  const [employee] = await db
    .insert(startupEmployees)
    .values({ startupId, name: GONE_CONTACT.name, email: GONE_CONTACT.email })
    .returning({ id: startupEmployees.id })
  const employeeId = employee!.id
  const userIds: string[] = []
  for (let i = 0; i < AGED_SENDS_STUDENTS; i++)
    userIds.push(
      await sendAs(app, `${TARGETS_PREFIX}.${i}@coldstart.test`, [
        { channel: 'mailto', internshipId: internship!.id, subject: `Application: ${internship!.title}` },
        { channel: 'mailto', startupId, employeeIds: [employeeId], subject: 'Internship at Quietleaf Labs?' },
      ]),
    )
  await db.delete(startupEmployees).where(eq(startupEmployees.id, employeeId))
  return userIds
}

/**
 * e2e/admin-dashboard.spec.ts: a student who hit the daily limit on startup pages. They open a startup through
 * the API (a real count), then their day's count is set past the limit, as 312 pages would (the demo directory
 * has fewer startups than the limit).
 */
export const READ_LIMIT_STUDENT = { email: 'read-limit@coldstart.test', name: 'Kabir Nair', refused: 12 }

async function hitReadLimit(app: FastifyInstance, db: Db, startupId: string) {
  const session = await call<AuthSession>(app, {
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: SAME_ORIGIN,
    payload: { email: READ_LIMIT_STUDENT.email, password: PASSWORD, fullName: READ_LIMIT_STUDENT.name },
  })
  await call(app, {
    method: 'GET',
    url: `/api/startups/${startupId}`,
    headers: { authorization: `Bearer ${session.access_token}` },
  })
  await db
    .update(startupReads)
    .set({ count: STARTUP_READS_PER_DAY + READ_LIMIT_STUDENT.refused, limitedAt: sql`now()` })
    .where(eq(startupReads.userId, session.user.id))
}

/**
 * e2e/templates.spec.ts and e2e/admin-dashboard.spec.ts: a template's reply rate across students. Sending from
 * a mailbox needs a mail server, so the rows are written as the send job and the mailbox sync leave them (first
 * emails `sent` from a mailbox over the last 20 days, some answered, some bounced); the database's triggers
 * count them as they would any send. 25 of 140: "Replied to 18% of 140 emails".
 */
export const REPLY_RATE_SENDS = { template: 'Short internship ask', emails: 140, replies: 25, bounces: 3 }

async function sendFromMailboxes(app: FastifyInstance, db: Db) {
  const userId = await sendAs(app, 'reply-rates@coldstart.test', [])
  const { emails, replies, bounces, template } = REPLY_RATE_SENDS
  const t = emailTemplates
  await db.execute(sql`
    insert into ${o} (${bareList(o.userId, o.templateId, o.company, o.contactEmail, o.channel, o.delivery, o.messageId, o.status, o.sentAt, o.repliedAt, o.statusUpdatedAt)})
    select ${userId}::uuid, ${t.id}, 'Redline Desk', 'founder' || n || '@redline.example.com', 'mailbox', 'sent',
      '<' || gen_random_uuid() || '@coldstart.example.com>',
      case when n <= ${replies} then 'replied' when n <= ${replies + bounces} then 'bounced' else 'sent' end,
      now() - make_interval(days => n % 20, hours => 2),
      case when n <= ${replies} then now() - make_interval(days => n % 20) end,
      case when n <= ${replies + bounces} then now() - make_interval(days => n % 20) end
    from ${t}, generate_series(1, ${emails}) as n
    where ${t.title} = ${template} and ${t.status} = 'active'`)
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
    // from the database: a signed-out detail page lists the team without ids
    const team = await database.db
      .select({ id: startupEmployees.id })
      .from(startupEmployees)
      .where(eq(startupEmployees.startupId, startupId))
      .orderBy(asc(startupEmployees.createdAt), asc(startupEmployees.id))
      .limit(2)
    const employeeIds = team.map((e) => e.id)
    const userIds: string[] = []
    for (const prefix of AGED_SENDS_PREFIXES)
      for (let i = 0; i < AGED_SENDS_STUDENTS; i++)
        userIds.push(await sendTwoEmailsAs(app, `${prefix}.${i}@coldstart.test`, startupId, employeeIds))
    userIds.push(...(await applyAndWriteToGoneContact(app, database.db)))
    await hitReadLimit(app, database.db, startupId)
    await sendFromMailboxes(app, database.db)
    await database.db
      .update(o)
      .set({ sentAt: sql`${o.sentAt} - interval '8 days'` })
      .where(inArray(o.userId, userIds))
  } finally {
    await app.close()
    await database.close()
  }
}

// Every browser test signs a fresh student up: their passwords are hashed cheaply (the cost is a unit test's).
setPasswordHashParams(TEST_PASSWORD_HASH_PARAMS)
// A sharded run (scripts/e2e.ts) prepares one folder (E2E_PREPARE_ONLY) and starts each shard's server on a
// copy (E2E_PREPARED_DATA_DIR): the same database for each, for a copy's cost instead of PGlite's initdb,
// the migrations and the seed once per shard.
const prepared = process.env.E2E_PREPARED_DATA_DIR
if (prepared) await fs.cp(prepared, loadConfig().dataDir, { recursive: true })
else await prepare()
if (process.env.E2E_PREPARE_ONLY !== '1') {
  await import('../main.ts')
  // Read by playwright.config.ts: the server is listening (main.ts resolves once it is).
  console.info('e2e server: listening')
}
