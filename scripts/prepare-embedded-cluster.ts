// npm install's last step: prepares the embedded database's cluster (initdb and every migration) once, so that
// a first start on an empty data folder copies it instead of making its own (apps/server/src/db/
// prepared-cluster.ts). It never fails an install: without it a first start makes the cluster itself.
import path from 'node:path'
import { prepareCluster } from '../apps/server/src/db/prepared-cluster.ts'

const started = performance.now()
try {
  const dir = await prepareCluster()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.info(`embedded database cluster ready in ${path.relative(process.cwd(), dir)} (${seconds} s)`)
} catch (err) {
  console.warn(
    `embedded database cluster not prepared (a first start makes its own): ${(err as Error).message}`,
  )
}
