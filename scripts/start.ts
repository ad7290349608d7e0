// `npm start`: builds the web app when the build is missing or older than its sources, then runs the
// server in this process. One process serves the API under /api and the built SPA.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builtIndex = path.join(root, 'apps/web/dist/index.html')
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
]

function newestMtime(target: string): number {
  const full = path.join(root, target)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0
const stale = sources.some((s) => newestMtime(s) > builtAt)
if (stale) {
  console.info(
    builtAt ? 'Web sources changed: rebuilding the web app...' : 'Building the web app (first start)...',
  )
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
}

process.env.NODE_ENV ??= 'production'
await import('../apps/server/src/main.ts')
