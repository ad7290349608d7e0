/**
 * A job worker in a process of its own, for tests that start several or kill one: it opens the database
 * (DATABASE_URL, else the embedded one in DATA_DIR), migrates it, works two kinds and reports on stdout:
 * `ready`, `ran <id> <attempt> <unknown>` for each test.record run, `started <id> <attempt>` for a
 * test.hang run (which never ends). HANG_JOB=1 enqueues one test.hang job first. SIGTERM stops it gracefully.
 */
import { z } from 'zod'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { createJobQueue, type JobKind } from '../modules/jobs/index.ts'

const env = z
  .object({
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().optional(),
    HANG_JOB: z.enum(['0', '1']).default('0'),
    JOB_POLL_MS: z.coerce.number().int().positive().default(100),
    JOB_RUN_MS: z.coerce.number().int().nonnegative().default(0),
  })
  .parse(process.env)

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
await migrateDatabase(database)
const queue = createJobQueue({
  db: database.db,
  pollMs: env.JOB_POLL_MS,
  log: { info: () => {}, warn: (m) => console.error(m), error: (m) => console.error(m) },
})

const say = (line: string) => process.stdout.write(`${line}\n`)
const empty = z.object({})

const record: JobKind<z.infer<typeof empty>> = {
  kind: 'test.record',
  payload: empty,
  run: async (job) => {
    if (env.JOB_RUN_MS) await new Promise((r) => setTimeout(r, env.JOB_RUN_MS))
    say(`ran ${job.id} ${job.attempt} ${job.previousOutcomeUnknown}`)
  },
}
const hang: JobKind<z.infer<typeof empty>> = {
  kind: 'test.hang',
  payload: empty,
  run: (job) => {
    say(`started ${job.id} ${job.attempt}`)
    return new Promise(() => {})
  },
}
queue.register(record)
queue.register(hang)
if (env.HANG_JOB === '1') await queue.enqueue(hang, {}, { group: 'mailbox:hang' })
queue.start()
say('ready')

process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0))
})
