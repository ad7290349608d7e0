// @fastify/swagger loads the `yaml` package at its top (73 modules, 25-35 ms of every start) for a YAML copy of
// the API document, which only /api/docs/yaml asks for. So yaml's entry in the module cache is filled before
// swagger is loaded, with a stand-in that loads the real package the first time anything of it is read.
import Module, { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const yamlPath = require.resolve('yaml', { paths: [path.dirname(require.resolve('@fastify/swagger'))] })

let real: Record<PropertyKey, unknown> | undefined
function loadReal() {
  if (!real) {
    // out of the cache for as long as the real one takes to load, then back: later lookups find the stand-in
    const standIn = require.cache[yamlPath]
    delete require.cache[yamlPath]
    try {
      real = require(yamlPath) as Record<PropertyKey, unknown>
    } finally {
      require.cache[yamlPath] = standIn
    }
  }
  return real
}

// a process that already loaded the real one keeps it
if (!require.cache[yamlPath]) {
  const standIn = new Module(yamlPath)
  standIn.filename = yamlPath
  standIn.loaded = true
  standIn.exports = new Proxy(
    {},
    { get: (_target, key) => loadReal()[key], has: (_target, key) => key in loadReal() },
  )
  require.cache[yamlPath] = standIn
}

/** Whether the real package has been loaded (tests). */
export const yamlLoaded = () => real !== undefined
