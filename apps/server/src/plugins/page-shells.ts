import fs from 'node:fs'
import path from 'node:path'

// Written by the web build (apps/web/vite-plugins/route-shells.ts): per page, index.html with that page's
// route chunks preloaded, and routes.json from path pattern (react-router's, `:id` one segment) to file.
export const SHELLS_DIR = 'shells'

type Shell = { segments: string[]; file: string }

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean)

/** The build's page shells, or none when the build has none (an older build: index.html serves every page). */
export function readPageShells(distDir: string): Shell[] {
  const manifest = path.join(distDir, SHELLS_DIR, 'routes.json')
  if (!fs.existsSync(manifest)) return []
  const routes = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>
  return Object.entries(routes).map(([pattern, file]) => ({ segments: segmentsOf(pattern), file }))
}

/** The shell whose pattern matches `pathname` (a `:param` takes any one segment), else undefined. */
export function findPageShell(shells: Shell[], pathname: string): string | undefined {
  const segments = segmentsOf(pathname)
  return shells.find(
    (shell) =>
      shell.segments.length === segments.length &&
      shell.segments.every((part, i) => part.startsWith(':') || part === segments[i]),
  )?.file
}
