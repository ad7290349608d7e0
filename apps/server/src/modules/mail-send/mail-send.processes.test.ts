import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MailboxSendResponse } from '@coldstart/contract'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { openDatabase, type Database } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { jobGroups, jobs, outreachSends, startupEmployees, startups } from '../../db/schema/index.ts'
import { bearer, sameOrigin, signUpUser } from '../../testing/auth.ts'
import {
  CHILD_TEST_TIMEOUT_MS,
  CHILD_WAIT_MS,
  kill9,
  startChild,
  stopChild,
  waitForLine,
  type Child,
} from '../../testing/child-process.ts'
import { mailServersMissing, startMailServers, type MailServers } from '../../testing/mail-servers.ts'
import { postgresAnswers, scratchDatabase } from '../../testing/scratch-postgres.ts'
import { createJobQueue } from '../jobs/index.ts'

/**
 * The server killed with SIGKILL in the middle of a send, then started again: the founder still gets the
 * email exactly once. The worker (src/testing/mail-send-worker-process.ts) freezes at a chosen moment so the
 * kill lands there: before SMTP (the restart must send it) and after the email went and was filed in Sent
 * (the restart must not send it again). On one PostgreSQL shared by the processes, against real Dovecot and
 * SMTP; skipped when either is missing.
 */
const WORKER = path.resolve(import.meta.dirname, '../../testing/mail-send-worker-process.ts')
const missing = mailServersMissing() ?? ((await postgresAnswers()) ? null : 'no PostgreSQL server answers')
if (missing) console.warn(missing)

const STUDENTS = { 'before-smtp': 'asha@mail.test', 'after-sent': 'ravi@mail.test' } as const
// one email each, in mailboxes of their own: all due at once, so two servers race for every one
const CROWD = Array.from({ length: 8 }, (_, i) => `student${i}@mail.test`)
const FOUNDER = 'founder@mail.test'

describe.skipIf(missing)('kill -9 during a send', () => {
  let mail: MailServers
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>
  let dataDir: string
  let database: Database
  let app: FastifyInstance
  let env: Record<string, string>
  let employeeId: string
  let startupId: string
  const children: Child[] = []

  beforeAll(async () => {
    mail = await startMailServers([
      ...[...Object.values(STUDENTS), ...CROWD].map((address) => ({
        address,
        password: `${address}-app-password`,
      })),
      { address: FOUNDER, password: 'f' },
    ])
    scratch = await scratchDatabase('mail_kill')
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-mail-kill-'))
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      MAILBOX_SECRET_KEY: randomBytes(32).toString('base64'),
      MAILBOX_ALLOW_PRIVATE_HOSTS: 'true',
    }
    database = await openDatabase({ databaseUrl: scratch.url })
    await migrateDatabase(database)
    // This process only signs up, queues and reads: its job queue never runs (the workers do).
    app = await buildApp({
      config: loadConfig({ ...env, LOG_LEVEL: 'silent' }),
      database,
      jobs: createJobQueue({ db: database.db }),
    })
    await app.ready()
    const [startup] = await database.db
      .insert(startups)
      .values({ name: 'Kill Nine Labs', status: 'approved' })
      .returning({ id: startups.id })
    startupId = startup!.id
    const [employee] = await database.db
      .insert(startupEmployees)
      .values({ startupId, name: 'Zoë Founder', email: FOUNDER })
      .returning({ id: startupEmployees.id })
    employeeId = employee!.id
  }, CHILD_WAIT_MS)

  // a worker left running would take the next test's job
  afterEach(async () => {
    await Promise.all(children.splice(0).map(stopChild))
  }, CHILD_WAIT_MS)

  afterAll(async () => {
    await app?.close()
    await database?.close()
    await scratch?.drop()
    await mail?.close()
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
  }, CHILD_WAIT_MS)

  /** A student with a connected mailbox and one email to the founder, due in a second. */
  async function queueOne(address: string): Promise<string> {
    const student = await signUpUser(app)
    const headers = { ...sameOrigin, ...bearer(student.accessToken) }
    const connect = await app.inject({
      method: 'PUT',
      url: '/api/mailbox',
      headers,
      payload: {
        address,
        provider: 'other',
        password: `${address}-app-password`,
        imap: { host: '127.0.0.1', port: mail.imapPort, security: 'none' },
        smtp: { host: '127.0.0.1', port: mail.smtpPort, security: 'none' },
      },
    })
    expect(connect.statusCode, connect.body).toBe(200)
    const queued = await app.inject({
      method: 'POST',
      url: '/api/mailbox/sends',
      headers,
      payload: {
        startupId,
        employeeIds: [employeeId],
        subject: 'Summer internship in your data team',
        body: `Hello Zoë,\n\nA short note about your pricing engine.\n\n${address}`,
        // a time of the student's choosing goes whatever the hour (sending hours are for "as soon as allowed")
        scheduledFor: new Date(Date.now() + 1000).toISOString(),
      },
    })
    expect(queued.statusCode, queued.body).toBe(201)
    return queued.json<MailboxSendResponse>().sends[0]!.id
  }

  async function stateOf(sendId: string) {
    const s = outreachSends
    const [row] = await database.db
      .select({ delivery: s.delivery, messageId: s.messageId, attempts: jobs.attempts })
      .from(s)
      .innerJoin(jobs, and(eq(jobs.kind, 'mail.send'), sql`${jobs.payload}->>'sendId' = ${s.id}::text`))
      .where(eq(s.id, sendId))
    // every mailbox send has its Message-ID before its first attempt
    return { ...row!, messageId: row!.messageId! }
  }

  const copies = async (address: string, folder: string, messageId: string) =>
    (await mail.readMailbox(address, folder)).filter((m) => m.messageId === messageId).length

  for (const moment of ['before-smtp', 'after-sent'] as const) {
    it(
      `killed ${moment === 'before-smtp' ? 'before SMTP' : 'after the email went'}: once restarted, the founder has it exactly once`,
      async () => {
        const student = STUDENTS[moment]
        const sendId = await queueOne(student)

        const frozen = startChild(WORKER, { ...env, STOP_AT: moment })
        children.push(frozen)
        await waitForLine(frozen, `stopped ${moment}`)
        await kill9(frozen)
        const { messageId } = await stateOf(sendId)
        expect(await copies(FOUNDER, 'INBOX', messageId)).toBe(moment === 'before-smtp' ? 0 : 1)

        // The restarted server takes the job once the dead one's lease ends (2 s here) and the mailbox's gap
        // between two sends (60-180 s from the first attempt) has passed: that wait is skipped.
        await database.db.update(jobGroups).set({ nextAt: sql`now()` })
        const restarted = startChild(WORKER, env)
        children.push(restarted)
        await waitForLine(restarted, 'ready')
        await expect
          .poll(async () => (await stateOf(sendId)).attempts, { timeout: CHILD_WAIT_MS, interval: 200 })
          .toBe(2)
        await expect
          .poll(async () => (await stateOf(sendId)).delivery, { timeout: CHILD_WAIT_MS, interval: 200 })
          .toBe('sent')
        // stopped: whatever it would still send has gone (SMTP delivers before it answers), nothing more will
        await stopChild(restarted)
        expect(await copies(FOUNDER, 'INBOX', messageId)).toBe(1)
        expect(await copies(student, 'Sent', messageId)).toBe(1)
      },
      CHILD_TEST_TIMEOUT_MS,
    )
  }

  it(
    'two servers on one PostgreSQL send each scheduled email once',
    async () => {
      const sendIds: string[] = []
      for (const address of CROWD) sendIds.push(await queueOne(address))
      const servers = [startChild(WORKER, env), startChild(WORKER, env)]
      children.push(...servers)
      await Promise.all(servers.map((server) => waitForLine(server, 'ready')))

      const delivered = async () => {
        const states = await Promise.all(sendIds.map(stateOf))
        return states.filter((state) => state.delivery === 'sent').length
      }
      await expect.poll(delivered, { timeout: CHILD_WAIT_MS, interval: 250 }).toBe(CROWD.length)
      // both stopped: a second copy, however late, has arrived by now or never will
      await Promise.all(servers.map(stopChild))
      const inbox = await mail.readMailbox(FOUNDER)
      for (const id of sendIds) {
        const { messageId, attempts } = await stateOf(id)
        expect(inbox.filter((m) => m.messageId === messageId)).toHaveLength(1)
        expect(attempts).toBe(1)
      }
    },
    CHILD_TEST_TIMEOUT_MS,
  )
})
