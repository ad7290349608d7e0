/**
 * The whole app working its jobs in a process of its own, for the test that kills it during a send. It opens
 * DATABASE_URL, builds the app from the environment (DATA_DIR, MAILBOX_SECRET_KEY,
 * MAILBOX_ALLOW_PRIVATE_HOSTS), works jobs with a lease of LEASE_MS and prints `ready`. STOP_AT freezes it for
 * good at one moment of a send, printing `stopped <moment>`, so that the test's kill -9 lands exactly there:
 * `before-smtp` as the email is handed to SMTP (nothing has gone), `after-sent` once the email went and its
 * copy is in Sent, before the job is recorded done. SIGTERM stops it gracefully.
 */
import { ImapFlow } from 'imapflow'
import Mailer from 'nodemailer/lib/mailer'
import { z } from 'zod'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { createJobQueue } from '../modules/jobs/index.ts'

const env = z
  .object({
    DATABASE_URL: z.string(),
    LEASE_MS: z.coerce.number().int().positive().default(2000),
    STOP_AT: z.enum(['before-smtp', 'after-sent']).optional(),
  })
  .parse(process.env)

const say = (line: string) => process.stdout.write(`${line}\n`)
const never = () => new Promise<never>(() => {})

if (env.STOP_AT === 'before-smtp') {
  Mailer.prototype.sendMail = function stopBeforeSmtp() {
    say('stopped before-smtp')
    return never()
  } as typeof Mailer.prototype.sendMail
}
if (env.STOP_AT === 'after-sent') {
  const append = ImapFlow.prototype.append
  ImapFlow.prototype.append = async function stopAfterSent(
    this: ImapFlow,
    ...args: Parameters<typeof append>
  ) {
    await append.apply(this, args)
    say('stopped after-sent')
    return never()
  }
}

const database = await openDatabase({ databaseUrl: env.DATABASE_URL })
await migrateDatabase(database)
const log = { info: () => {}, warn: (m: string) => console.error(m), error: (m: string) => console.error(m) }
const jobs = createJobQueue({ db: database.db, leaseMs: env.LEASE_MS, pollMs: 100, log })
const app = await buildApp({ config: loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), database, jobs })
await app.ready()
jobs.start()
say('ready')

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0))
})
