// Cold start of `npm start` (scripts/start.ts) with the web app already built: first start on an empty data
// folder (migrations + demo seed) and a restart on the same folder; plus RSS once ready and 3 s later: the
// same restart reads 530 or 970 MB at readiness, from run to run, and 535 MB either way 3 s on (start-up's
// transient memory is handed back by then; it is not V8's WebAssembly tier-up: --no-wasm-tier-up changes nothing).
import fs from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { printTable, startServer } from './lib/server.ts'

const rssMb = (pid: number | undefined) =>
  fs
    .readFile(`/proc/${pid}/status`, 'utf8')
    .then((s) => Number(/VmRSS:\s+(\d+)/.exec(s)?.[1] ?? 0) / 1024)
    .catch(() => 0)

const rows: (string | number)[][] = []
let dataDir: string | undefined
for (const label of ['first start (migrate + seed)', 'restart (same data)', 'restart again']) {
  const server = await startServer({ dataDir, script: 'scripts/start.ts' })
  dataDir = server.dataDir
  const rss = await rssMb(server.process.pid)
  await sleep(3000)
  const settled = await rssMb(server.process.pid)
  rows.push([label, (server.readyMs / 1000).toFixed(2), rss.toFixed(0), settled.toFixed(0)])
  await server.stop()
}
if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
console.info('\n## Cold start of npm start (until /api/health answers)\n')
printTable(['case', 'seconds', 'RSS MB when ready', 'RSS MB 3 s later'], rows)
