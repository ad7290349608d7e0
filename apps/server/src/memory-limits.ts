// V8 settings for a small server. Imported before the rest of the server loads (scripts/start.ts, main.ts):
// the young generation's size is settled by the first collections, which module loading already triggers.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

// Left to itself V8 grows the young generation to 64 MB per half under start-up's allocation burst and keeps
// it: over 100 MB resident that no request needs (each allocates well under 1 MB). It stays at its initial
// size instead: short-lived objects are collected more often, each time in well under a millisecond.
setFlagsFromString('--semi-space-growth-factor=1')

/**
 * One full collection once start-up is done: loading the modules, migrating and (on a first start) making the
 * demo data leave garbage behind that V8 would otherwise keep until some later full collection.
 */
export function collectStartupGarbage(): void {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as (() => void) | undefined
  // V8's flags name the compile cache's folder of each thread started later: put back, a parser thread
  // finds the modules npm install compiled for it (scripts/warm-compile-cache.ts) whenever it starts.
  setFlagsFromString('--no-expose-gc')
  gc?.()
}
