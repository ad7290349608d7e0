// bench/mailbox: the mailbox sync (docs/decisions/042) against a real Dovecot, in this process on an in-memory
// PGlite, as the server runs it. Cases:
//   first sync: a mailbox holding N messages (default 20,000), all newer than the student's oldest open email,
//     so every one is read (headers only); a few dozen are replies to the student's emails
//   100 new: a sync after 100 more messages arrived
//   sending: 50 mailboxes with 10 emails each queued at once, sent by the job queue (default slots) over SMTP
//     to Dovecot with the limits switched off (no daily limit, no sending hours, no gap between two sends)
// Each prints the time, the peak RSS of this process during the sync, and the longest event-loop turn (the
// probe counts a late tick only up to this thread's CPU time in it, so other processes do not count).
// Filling the mailbox (files written straight into Dovecot's maildir) is not measured.
// Run: npm run bench:mailbox [-- --messages 20000]
import { randomBytes, randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { createPglite, openDatabase } from '../apps/server/src/db/client.ts'
import { migrateDatabase } from '../apps/server/src/db/migrate.ts'
import { createJobQueue, systemClock, type JobQueue } from '../apps/server/src/modules/jobs/index.ts'
import { createMailSend } from '../apps/server/src/modules/mail-send/index.ts'
import { createMailSync } from '../apps/server/src/modules/mail-sync/index.ts'
import { createCredentialCipher } from '../apps/server/src/modules/mailbox/credential-cipher.ts'
import { createMailboxService } from '../apps/server/src/modules/mailbox/mailbox.service.ts'
import { createProbe } from '../apps/server/src/testing/event-loop-probe.ts'
import { startMailServers } from '../apps/server/src/testing/mail-servers.ts'
import { printTable } from './lib/server.ts'

const { values: args } = parseArgs({ options: { messages: { type: 'string', default: '20000' } } })
const MESSAGES = Number(args.messages)
const NEW_MESSAGES = 100
const OPEN_SENDS = 50
const TARGET_TURN_MS = 100
const ADDRESS = 'bench@mail.test'
const PASSWORD = 'bench-app-password'

const SENDING_MAILBOXES = 50
const SENDS_EACH = 10
const founder = (k: number) => `founder${k}@mail.test`

const ourId = (i: number) => `<cs.bench-${i}@coldstart.mail.test>`

/** Mostly other mail; every 400th a founder's reply to one of the student's emails. */
function message(i: number): string {
  const reply = i % 400 === 0
  const n = (i / 400) % OPEN_SENDS
  const headers = reply
    ? [
        `From: Founder ${n} <founder${n}@startup${n}.test>`,
        'Subject: Re: Internship',
        `In-Reply-To: ${ourId(n)}`,
      ]
    : [`From: News ${i % 97} <news${i % 97}@shop.test>`, `Subject: Offer number ${i}`, 'Precedence: bulk']
  return [
    ...headers,
    `To: ${ADDRESS}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@elsewhere.test>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    reply ? 'Happy to talk. Are you free on Friday?' : `Hello ${randomBytes(200).toString('base64')}`,
    '',
  ].join('\r\n')
}

function* messages(from: number, count: number) {
  for (let i = from; i < from + count; i++) yield message(i)
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

async function main() {
  const students = Array.from({ length: SENDING_MAILBOXES }, (_, k) => ({
    address: `student${k}@mail.test`,
    password: `student${k}-app-password`,
  }))
  const founders = Array.from({ length: SENDS_EACH }, (_, k) => ({ address: founder(k), password: 'f' }))
  const mail = await startMailServers([{ address: ADDRESS, password: PASSWORD }, ...students, ...founders])
  const database = await openDatabase({ pglite: await createPglite() })
  try {
    await migrateDatabase(database)
    const { db } = database
    const [user] = (
      await db.execute<{ id: string }>(sql`insert into users (email) values (${ADDRESS}) returning id`)
    ).rows
    const userId = user!.id
    const mailbox = createMailboxService({
      db,
      cipher: createCredentialCipher(randomBytes(32), []),
      allowPrivateHosts: true,
      timeoutMs: 15_000,
    })
    await mailbox.connect(userId, {
      address: ADDRESS,
      provider: 'other',
      password: PASSWORD,
      imap: { host: '127.0.0.1', port: mail.imapPort, security: 'none' },
      smtp: { host: '127.0.0.1', port: mail.smtpPort, security: 'none' },
    })
    // the student's open emails, sent a day ago: every message in the mailbox is newer
    for (let n = 0; n < OPEN_SENDS; n++) {
      await db.execute(sql`
        insert into outreach_sends (user_id, company, contact_email, channel, delivery, message_id, sent_at)
        values (${userId}, ${`Startup ${n}`}, ${`founder${n}@startup${n}.test`}, 'mailbox', 'sent', ${ourId(n)},
          now() - interval '1 day')`)
    }
    const jobs = createJobQueue({ db })
    const sync = createMailSync({ db, mailbox, jobs })

    const filledAt = performance.now()
    await mail.fillMaildir(ADDRESS, messages(0, MESSAGES))
    console.info(`filled ${MESSAGES} messages in ${((performance.now() - filledAt) / 1000).toFixed(1)} s`)

    const probe = createProbe(database)
    const measure = async (name: string) => {
      const before = process.memoryUsage().rss
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
      const started = performance.now()
      const { result, stallMs, sqlMs } = await probe.measure(() => sync.syncMailboxNow(userId))
      const seconds = (performance.now() - started) / 1000
      clearInterval(sampler)
      if (result.state !== 'synced') throw new Error(`sync ${name}: ${JSON.stringify(result)}`)
      return [
        name,
        result.read,
        result.matched,
        `${seconds.toFixed(2)} s`,
        `${mb(peak)} (${mb(before)} before)`,
        `${stallMs.toFixed(0)} ms`,
        `${(sqlMs ?? 0).toFixed(0)} ms`,
        stallMs < TARGET_TURN_MS ? 'met' : 'missed',
      ]
    }
    /** 50 students queue 10 emails each at once; the job queue sends them all, unlimited. */
    async function measureSending() {
      const [startup] = (
        await db.execute<{ id: string }>(
          sql`insert into startups (name, status) values ('Bench Labs', 'approved') returning id`,
        )
      ).rows
      const employeeIds: string[] = []
      for (let k = 0; k < SENDS_EACH; k++) {
        const { rows } = await db.execute<{ id: string }>(sql`
          insert into startup_employees (startup_id, name, email) values (${startup!.id}, ${`Founder ${k}`}, ${founder(k)})
          returning id`)
        employeeIds.push(rows[0]!.id)
      }
      const unlimited: JobQueue = {
        ...jobs,
        register: (kind) => jobs.register({ ...kind, spacing: undefined, deferUntil: undefined }),
      }
      const send = createMailSend({ db, jobs: unlimited, mailbox, clock: systemClock, log: console })
      for (const student of students) {
        const { rows } = await db.execute<{ id: string }>(
          sql`insert into users (email) values (${student.address}) returning id`,
        )
        const id = rows[0]!.id
        await mailbox.connect(id, {
          address: student.address,
          provider: 'other',
          password: student.password,
          imap: { host: '127.0.0.1', port: mail.imapPort, security: 'none' },
          smtp: { host: '127.0.0.1', port: mail.smtpPort, security: 'none' },
        })
        await send.create(id, {
          startupId: startup!.id,
          employeeIds,
          subject: 'Internship',
          body: 'Hello,\n\nAsha',
        })
      }
      const total = SENDING_MAILBOXES * SENDS_EACH
      const started = performance.now()
      const { stallMs } = await probe.measure(async () => {
        jobs.start()
        for (;;) {
          const { rows } = await db.execute<{ n: number }>(
            sql`select count(*)::int as n from outreach_sends where channel = 'mailbox' and delivery = 'sent'`,
          )
          if (rows[0]!.n >= total) break
          await new Promise((r) => setTimeout(r, 100))
        }
      })
      const seconds = (performance.now() - started) / 1000
      await jobs.stop()
      return [
        `${SENDING_MAILBOXES} mailboxes × ${SENDS_EACH} emails`,
        total,
        `${seconds.toFixed(1)} s`,
        Math.round((total / seconds) * 60),
        `${stallMs.toFixed(0)} ms`,
      ]
    }

    const first = await measure(`first sync of ${MESSAGES.toLocaleString('en')} messages`)
    await mail.fillMaildir(ADDRESS, messages(MESSAGES, NEW_MESSAGES))
    const next = await measure(`${NEW_MESSAGES} new messages`)
    const sending = await measureSending()
    probe.close()

    const replied = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from outreach_sends where status = 'replied'`,
    )
    console.info(`\n${replied.rows[0]!.n} of ${OPEN_SENDS} emails marked replied\n`)
    printTable(
      [
        'case',
        'messages read',
        'matched',
        'time',
        'peak RSS',
        'longest event-loop turn',
        'longest SQL call',
        `turn < ${TARGET_TURN_MS} ms`,
      ],
      [first, next],
    )
    printTable(['case', 'emails sent', 'time', 'emails per minute', 'longest event-loop turn'], [sending])
  } finally {
    await database.close()
    await mail.close()
  }
}

await main()
