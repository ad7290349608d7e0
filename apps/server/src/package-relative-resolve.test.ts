import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { resolvePackageRelative } from './package-relative-resolve.ts'

const require = createRequire(import.meta.url)
// drizzle-orm declares "type": "module" and ships .js (ESM) beside .cjs files
const drizzleRoot = path.dirname(require.resolve('drizzle-orm'))
const drizzleIndex = pathToFileURL(path.join(drizzleRoot, 'index.js')).href
const importing = (parentURL: string | undefined) => ({
  parentURL,
  conditions: ['node', 'import', 'module-sync', 'node-addons'],
  importAttributes: {},
})
const NODE = { url: 'node-resolver:', format: 'module' as const }

function resolve(specifier: string, context: ReturnType<typeof importing>) {
  const fellBack: string[] = []
  const result = resolvePackageRelative(specifier, context, (s) => {
    fellBack.push(s)
    return NODE
  })
  return { result, fellBack }
}

describe('relative imports inside installed packages', () => {
  it('resolves a relative ESM import in a "type": "module" package as Node does, without asking Node', () => {
    const { result, fellBack } = resolve('./sql/index.js', importing(drizzleIndex))
    expect(fellBack).toEqual([])
    expect(result).toEqual({
      url: pathToFileURL(path.join(drizzleRoot, 'sql/index.js')).href,
      format: 'module',
      shortCircuit: true,
    })
    // the same file the package's own exports map gives for the name
    expect(result.url).toBe(import.meta.resolve('drizzle-orm/sql'))
  })

  it('reads .cjs as CommonJS whatever the package says', () => {
    const { result } = resolve('./index.cjs', importing(drizzleIndex))
    expect(result).toMatchObject({ format: 'commonjs', shortCircuit: true })
  })

  it("leaves to Node bare names, require(), the project's own files, missing files and untyped packages", () => {
    const pgIndex = pathToFileURL(require.resolve('pg')).href
    const cases: [string, ReturnType<typeof importing>][] = [
      ['drizzle-orm/pg-core', importing(drizzleIndex)],
      ['./sql/sql.js', { ...importing(drizzleIndex), conditions: ['node', 'require'] }],
      ['./other.ts', importing(import.meta.url)],
      ['./no-such-file.js', importing(drizzleIndex)],
      ['./sql/sql.js?v=1', importing(drizzleIndex)],
      // pg has no "type": a .js file there is told by its syntax, which only Node does
      ['./client.js', importing(pgIndex)],
      ['./sql/sql.js', importing(undefined)],
    ]
    for (const [specifier, context] of cases) {
      const { result, fellBack } = resolve(specifier, context)
      expect(fellBack, specifier).toEqual([specifier])
      expect(result, specifier).toBe(NODE)
    }
  })
})
