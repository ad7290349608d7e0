// Cold start of `npm start` (scripts/start.ts) with the web app already built: first start on an empty data
// folder (migrations + demo seed) and a restart on the same folder; plus RSS once ready.
import fs from 'node:fs/promises'
import { printTable, startServer } from './lib/server.ts'

const rows: (string | number)[][] = []
let dataDir: string | undefined
for (const label of ['first start (migrate + seed)', 'restart (same data)', 'restart again']) {
  const server = await startServer({ dataDir, script: 'scripts/start.ts' })
  dataDir = server.dataDir
  const rss = await fs
    .readFile(`/proc/${server.process.pid}/status`, 'utf8')
    .then((s) => Number(/VmRSS:\s+(\d+)/.exec(s)?.[1] ?? 0) / 1024)
    .catch(() => 0)
  rows.push([label, (server.readyMs / 1000).toFixed(2), rss.toFixed(0)])
  await server.stop()
}
if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
console.info('\n## Cold start of npm start (until /api/health answers)\n')
printTable(['case', 'seconds', 'RSS MB when ready'], rows)
