// `npm run admin -- grant <email>` / `revoke <email>` / `list`: who may use /admin.
import { eq } from 'drizzle-orm'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { exitIfDataDirInUse } from '../db/data-dir-lock.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { admins, users } from '../db/schema/index.ts'
import { changeAdminRole } from '../modules/admin/admin.service.ts'
import { loadEnvFile } from '../env-file.ts'

const usage = 'Usage: npm run admin -- grant <email> | revoke <email> | list'
const [command, email] = process.argv.slice(2)

if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !email)) {
  console.error(usage)
  process.exit(2)
}

loadEnvFile()
const config = loadConfig()
// PGlite serves one process: beside a running server this stops with the reason (db/data-dir-lock.ts).
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  exitIfDataDirInUse,
)
let exitCode = 0
try {
  await migrateDatabase(database)
  if (command === 'list') {
    const rows = await database.db
      .select({ email: users.email, since: admins.createdAt })
      .from(admins)
      .innerJoin(users, eq(users.id, admins.userId))
      .orderBy(users.email)
    console.info(
      rows.length ? rows.map((r) => `${r.email} (since ${r.since.toISOString()})`).join('\n') : 'No admins.',
    )
  } else {
    const change = await changeAdminRole(database.db, email!, command as 'grant' | 'revoke', 'cli')
    if (!change.user) {
      console.error(`No account with the email ${email}. Sign up first, then run this again.`)
      exitCode = 1
    } else if (command === 'grant') {
      console.info(
        change.changed
          ? `${change.user.email} is now an admin.`
          : `${change.user.email} was already an admin.`,
      )
    } else {
      console.info(
        change.changed
          ? `${change.user.email} is no longer an admin.`
          : `${change.user.email} was not an admin.`,
      )
    }
  }
} finally {
  await database.close()
}
process.exit(exitCode)
