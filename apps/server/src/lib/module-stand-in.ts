import Module, { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/**
 * Fills the module cache's entry for `specifier`, resolved as `from` (a package that requires it) resolves it,
 * with `exports`: when `from` loads, its require() finds the stand-in and never reads the real module. A process
 * that already loaded the real one keeps it. Returns the entry's path.
 */
export function putModuleStandIn(specifier: string, from: string, exports: unknown): string {
  const file = require.resolve(specifier, { paths: [path.dirname(require.resolve(from))] })
  if (!require.cache[file]) {
    const standIn = new Module(file)
    standIn.filename = file
    standIn.loaded = true
    standIn.exports = exports
    require.cache[file] = standIn
  }
  return file
}

/** The real module behind a stand-in, loaded past it: the stand-in stays in the cache for everyone else. */
export function loadPastStandIn(file: string): unknown {
  const standIn = require.cache[file]
  delete require.cache[file]
  try {
    return require(file) as unknown
  } finally {
    require.cache[file] = standIn
  }
}
