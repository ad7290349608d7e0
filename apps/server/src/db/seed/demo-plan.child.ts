// Builds the demo rows in a child process (demo-plan-in-child.ts): faker and its locale data (tens of MB) live
// and die with it. Given a PostgreSQL server's address, it also inserts them over its own connection and
// answers the counts; otherwise it answers the rows, for the process that seeds to insert.
import { buildDemoRows } from './demo-plan.ts'

const [extraStartups, now] = process.argv.slice(2).map(Number)
process.once('message', (asked: { databaseUrl: string | null }) => {
  void answer(asked.databaseUrl).then((reply) => process.send?.(reply, () => process.disconnect()))
})

async function answer(databaseUrl: string | null) {
  const rows = buildDemoRows(extraStartups, now)
  if (!databaseUrl) return rows
  const [{ openDatabase }, { insertDemoRows }] = await Promise.all([
    import('../client.ts'),
    import('./demo-rows-insert.ts'),
  ])
  const database = await openDatabase({ databaseUrl })
  try {
    return await insertDemoRows(database.db, rows)
  } finally {
    await database.close()
  }
}
