// Creates the database cluster in an empty data folder (PostgreSQL's initdb inside PGlite), run as a child
// process by openDatabase: initdb's working memory (a second PGlite and a copy of the whole cluster) goes
// back to the system when the child ends, instead of staying in the server's malloc heap.
import { PGlite } from '@electric-sql/pglite'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: init-data-dir.ts <data folder>')
const pglite = await PGlite.create({ dataDir })
await pglite.close()
