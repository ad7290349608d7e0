// Fills an empty data folder with a database cluster, run as a child process by openDatabase: a copy of the
// cluster prepared at install when one matches (prepared-cluster.ts), else PostgreSQL's initdb inside PGlite,
// whose working memory (a second PGlite and a copy of the whole cluster) goes back to the system when the child
// ends instead of staying in the server's malloc heap.
import { copyPreparedCluster } from './prepared-cluster.ts'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: init-data-dir.ts <data folder>')
if (!(await copyPreparedCluster(dataDir))) {
  const { PGlite } = await import('@electric-sql/pglite')
  const pglite = await PGlite.create({ dataDir })
  await pglite.close()
}
