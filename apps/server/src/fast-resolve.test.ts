import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { fastResolve } from './fast-resolve.ts'

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
  const result = fastResolve(specifier, context, (s) => {
    fellBack.push(s)
    return NODE
  })
  return { result, fellBack }
}

describe('resolving imports the short way', () => {
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

  it("reads .cjs as CommonJS whatever the package says, and the server's own .ts as TypeScript modules", () => {
    expect(resolve('./index.cjs', importing(drizzleIndex)).result).toMatchObject({ format: 'commonjs' })
    expect(resolve('./main.ts', importing(import.meta.url)).result).toEqual({
      url: new URL('./main.ts', import.meta.url).href,
      format: 'module-typescript',
      shortCircuit: true,
    })
  })

  it('asks Node once for a package name imported again from the same folder with the same conditions', () => {
    const here = importing(new URL('./a.ts', import.meta.url).href)
    const sibling = importing(new URL('./b.ts', import.meta.url).href)
    const elsewhere = importing(new URL('./db/c.ts', import.meta.url).href)
    const name = `zod-${Math.random()}`
    expect(resolve(name, here).fellBack).toEqual([name])
    expect(resolve(name, sibling)).toEqual({ result: { ...NODE, shortCircuit: true }, fellBack: [] })
    expect(resolve(name, elsewhere).fellBack).toEqual([name])
    expect(resolve(name, { ...here, conditions: ['node', 'import', 'development'] }).fellBack).toEqual([name])
  })

  it('leaves to Node require(), missing files, untyped packages, URLs and imports with attributes', () => {
    const pgIndex = pathToFileURL(require.resolve('pg')).href
    const cases: [string, ReturnType<typeof importing>][] = [
      ['./sql/index.js', { ...importing(drizzleIndex), conditions: ['node', 'require'] }],
      ['./no-such-file.js', importing(drizzleIndex)],
      ['./sql/index.js?v=1', importing(drizzleIndex)],
      // pg has no "type": a .js file there is told by its syntax, which only Node does
      ['./client.js', importing(pgIndex)],
      ['./sql/index.js', importing(undefined)],
      ['node:fs', importing(import.meta.url)],
      ['file:///tmp/x.js', importing(import.meta.url)],
      ['./data.json', { ...importing(import.meta.url), importAttributes: { type: 'json' } }],
    ]
    for (const [specifier, context] of cases) {
      const first = resolve(specifier, context)
      const again = resolve(specifier, context)
      expect([first.fellBack, again.fellBack], specifier).toEqual([[specifier], [specifier]])
      expect(first.result, specifier).toBe(NODE)
    }
  })
})
