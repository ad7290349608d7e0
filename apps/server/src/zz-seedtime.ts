import { createPglite, openDatabase } from '/work/wt-h34test/apps/server/src/db/client.ts'
import { migrateDatabase } from '/work/wt-h34test/apps/server/src/db/migrate.ts'
import { seedDemoData } from '/work/wt-h34test/apps/server/src/db/seed/seed.ts'
const c0 = process.cpuUsage(); let t = performance.now()
const pglite = await createPglite({})
const database = await openDatabase({ pglite })
console.log('open', Math.round(performance.now() - t)); t = performance.now()
await migrateDatabase(database)
console.log('migrate', Math.round(performance.now() - t)); t = performance.now()
const dump = await pglite.dumpDataDir('none')
console.log('dump', Math.round(performance.now() - t), dump.size); t = performance.now()
await seedDemoData(database.db)
console.log('seed', Math.round(performance.now() - t), 'cpu so far', process.cpuUsage(c0)); t = performance.now()
const p2 = await createPglite({ loadDataDir: dump })
console.log('load dump', Math.round(performance.now() - t)); t = performance.now()
await database.close()
