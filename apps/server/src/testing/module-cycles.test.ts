import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The server modules form a layered graph: a module that imports another (type imports included, as they tie
// the two designs together) is never imported back, directly or through others. Tests are left out: they
// may reach into any module to arrange their data.
const MODULES_DIR = path.resolve(import.meta.dirname, '../modules')
// `… from '<x>'`, `import '<x>'` and `import('<x>')`: every way a file names another (prettier's quotes)
const IMPORT_SPECIFIER = /(?:\bfrom |^import |\bimport\()'([^']+)'/gm

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** The module a file belongs to, or null outside apps/server/src/modules/<module>/. */
function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES_DIR, file)
  if (relative.startsWith('..') || !relative.includes(path.sep)) return null
  return relative.split(path.sep)[0] ?? null
}

/** module -> the other modules its files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of sourceFiles(MODULES_DIR)) {
    const from = moduleOf(file)
    if (!from) continue
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    const text = fs.readFileSync(file, 'utf8')
    for (const [, specifier] of text.matchAll(IMPORT_SPECIFIER)) {
      if (!specifier?.startsWith('.')) continue
      const to = moduleOf(path.resolve(path.dirname(file), specifier))
      if (to && to !== from) edges.add(to)
    }
  }
  return graph
}

/** Every cycle found by a depth-first walk, each as the path that closes it (a -> b -> a). */
function findCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = []
  const done = new Set<string>()
  const visit = (node: string, trail: string[]) => {
    const seenAt = trail.indexOf(node)
    if (seenAt >= 0) return void cycles.push([...trail.slice(seenAt), node])
    if (done.has(node)) return
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node])
    done.add(node)
  }
  for (const node of graph.keys()) visit(node, [])
  return cycles
}

describe('server module imports', () => {
  it('finds the cross-module imports it walks (auth is imported by the modules that guard routes)', () => {
    const graph = moduleGraph()
    const importersOfAuth = [...graph].filter(([, edges]) => edges.has('auth')).map(([m]) => m)
    expect(importersOfAuth).toEqual(expect.arrayContaining(['admin', 'bookmarks', 'notes']))
  })

  it('has no import circle between modules', () => {
    expect(findCycles(moduleGraph()).map((cycle) => cycle.join(' -> '))).toEqual([])
  })

  it('reports a circle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ])
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']])
  })
})
