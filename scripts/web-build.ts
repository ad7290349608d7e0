// Builds the web app only when apps/web/dist is missing or older than anything it is built from, so
// `npm start` and the browser tests never serve a stale build and CI does not build the same sources twice.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builtIndex = path.join(root, 'apps/web/dist/index.html')
// All of apps/web but its output, its dependencies and the browser tests (which the build never reads),
// the shared contract, and the lockfile (a changed dependency changes the bundle).
const sources = ['apps/web', 'packages/contract/src', 'package-lock.json']
const notSources = new Set(
  ['apps/web/dist', 'apps/web/node_modules', 'apps/web/e2e'].map((p) => path.join(root, p)),
)

function newestMtime(full: string): number {
  if (notSources.has(full) || !fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs // a deleted or renamed file shows only here
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue
    newest = Math.max(newest, newestMtime(path.join(full, entry.name)))
  }
  return newest
}

export function webBuildIsStale(): { stale: boolean; missing: boolean } {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0
  return { stale: sources.some((s) => newestMtime(path.join(root, s)) > builtAt), missing: builtAt === 0 }
}

/** Runs `npm run build` when the build is missing or stale; says which. */
export function ensureWebBuild(): void {
  const { stale, missing } = webBuildIsStale()
  if (!stale) {
    console.info('The web build is up to date with its sources: not rebuilding.')
    return
  }
  console.info(
    missing ? 'Building the web app (no build yet)...' : 'Web sources changed: rebuilding the web app...',
  )
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
}
