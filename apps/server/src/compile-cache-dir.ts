import path from 'node:path'

/**
 * Where `npm start` keeps its compiled modules (Node's compile cache): beside the prepared cluster, in
 * node_modules' cache folder, so that npm install can fill it and it goes when node_modules goes. The system's
 * temporary folder could be emptied by a reboot. NODE_COMPILE_CACHE, where set, wins.
 */
export function compileCacheDir(): string {
  return (
    process.env.NODE_COMPILE_CACHE ||
    path.resolve(import.meta.dirname, '../../../node_modules/.cache/coldstart/compile-cache')
  )
}
