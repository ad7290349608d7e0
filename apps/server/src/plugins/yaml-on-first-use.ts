// @fastify/swagger loads the `yaml` package at its top (73 modules, 25-35 ms of every start) for a YAML copy of
// the API document, which only /api/docs/yaml asks for. So yaml's entry in the module cache is filled before
// swagger is loaded, with a stand-in that loads the real package the first time anything of it is read.
import { loadPastStandIn, putModuleStandIn } from '../lib/module-stand-in.ts'

const yamlPath = putModuleStandIn(
  'yaml',
  '@fastify/swagger',
  new Proxy({}, { get: (_target, key) => loadReal()[key], has: (_target, key) => key in loadReal() }),
)

let real: Record<PropertyKey, unknown> | undefined
function loadReal() {
  return (real ??= loadPastStandIn(yamlPath) as Record<PropertyKey, unknown>)
}

/** Whether the real package has been loaded (tests). */
export const yamlLoaded = () => real !== undefined
