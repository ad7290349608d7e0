// Seeds a database from the command line: `npm run db:seed -- [--startups N] [--force]`.
// Reads DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite, default ./data) from the env and .env.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { openDatabase } from '../client.ts'
import { exitIfDataDirInUse } from '../data-dir-lock.ts'
import { databaseEnvSchema } from '../../config.ts'
import { loadEnvFile } from '../../env-file.ts'
import { migrateDatabase } from '../migrate.ts'
import { seedBulkStartups } from './bulk.ts'
import { seedDemoData } from './seed.ts'

loadEnvFile()
const parsedEnv = databaseEnvSchema.safeParse(process.env)
if (!parsedEnv.success) {
  for (const issue of parsedEnv.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`)
  process.exit(1)
}
const env = parsedEnv.data

const { values: args } = parseArgs({
  options: { startups: { type: 'string' }, force: { type: 'boolean', default: false } },
})
const parsedCount = z.coerce.number().int().min(0).default(0).safeParse(args.startups)
if (!parsedCount.success) {
  console.error(`--startups must be a whole number, got ${args.startups}`)
  process.exit(1)
}
const bulkCount = parsedCount.data

// A seed writes thousands of fake rows: never into a remote (likely shared or production) database by accident.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', ''])
if (env.DATABASE_URL && !args.force) {
  const host = new URL(env.DATABASE_URL).hostname
  if (!LOCAL_HOSTS.has(host)) {
    console.error(`Refusing to seed ${host}: not a local database. Pass --force if you really mean it.`)
    process.exit(1)
  }
}

const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
const dataDir = path.resolve(env.DATA_DIR)
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir }).catch(exitIfDataDirInUse)
try {
  console.info(
    env.DATABASE_URL ? 'Using PostgreSQL from DATABASE_URL' : `Using embedded PostgreSQL in ${dataDir}`,
  )
  await migrateDatabase(database)
  console.info(`Opened and migrated (${elapsed()})`)
  await seedDemoData(database.db, { log: (msg) => console.info(msg) })
  if (bulkCount > 0) {
    const bulk = await seedBulkStartups(database.db, bulkCount, (msg) => console.info(msg))
    console.info(
      `Added ${bulk.startups} startups, ${bulk.tags} tags, ${bulk.employees} contacts in ${(bulk.ms / 1000).toFixed(1)} s`,
    )
  }
  console.info(`Done in ${elapsed()}`)
} finally {
  await database.close()
}
