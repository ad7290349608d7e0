// The server itself (main.ts loads it): opens the database, migrates, seeds, listens.
import { loadConfig } from './config.ts'
import { startDataDirClaim } from './db/data-dir-claim.ts'
import { exitIfDataDirInUse } from './db/data-dir-lock.ts'
import { collectStartupGarbage } from './memory-limits.ts'
import { startupPhases } from './startup-phases.ts'

const phases = startupPhases()
const config = loadConfig()
// An empty embedded database gets its cluster (initdb, a few seconds in a child process) while the rest of
// the server's modules load: the two run side by side instead of one after the other.
if (!config.databaseUrl) startDataDirClaim(config.dataDir)
// The database opens while the rest loads: PGlite compiles its WebAssembly on V8's background threads and reads
// its files meanwhile, so those waits no longer come after the modules.
const opening = import('./db/client.ts').then(({ openDatabase }) =>
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
)
// handled where awaited: a folder in use is reported then, not as an unhandled rejection meanwhile
opening.catch(() => undefined)
const [{ buildApp }, { migrateDatabase }, { seedDemoData }] = await Promise.all([
  import('./app.ts'),
  import('./db/migrate.ts'),
  import('./db/seed/seed.ts'),
])
phases.mark('modules')
const database = await opening.catch(exitIfDataDirInUse)
phases.mark('database')
await migrateDatabase(database)
phases.mark('migrations')
const app = await buildApp({ config, database })
database.log = app.log
phases.mark('app')

if (config.seedDemoData) {
  const result = await seedDemoData(database.db, {
    log: (msg) => app.log.info(msg),
    databaseUrl: config.databaseUrl,
  })
  if (result.seeded)
    app.log.info(`seeded demo data: ${result.startups} startups, ${result.templates} templates`)
  phases.mark('seed')
}

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info(`${signal} received, closing`)
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
phases.mark('listen')
// Start-up's garbage goes in one full collection a moment after the server is ready, not before: its pause does
// not delay readiness, and the first requests have been answered by then.
setTimeout(collectStartupGarbage, 1000).unref()
const where = config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL (PGlite) in ${config.dataDir}`
app.log.info(`ColdStart ready on http://localhost:${config.port} using ${where}: ${phases.summary()}`)
