import fs from 'node:fs/promises'
import path from 'node:path'
import { resolveConfig } from 'vite'
import { describe, expect, it } from 'vitest'

// The AI keys live on the server only (the original product embedded one in the browser; ours never does).
// A key can reach the browser bundle in two ways only: Vite hands it to the client code (import.meta.env or a
// `define`), or the client code names it. Both are checked here, against the web app's real Vite config and
// sources, without a production build: `npm start` builds with the server's .env in its environment, so the
// keys are there at every build.

const repoRoot = path.resolve(import.meta.dirname, '../../../../..')
const webRoot = path.join(repoRoot, 'apps/web')
const FAKE = {
  GEMINI_API_KEY: 'AIzaFAKEgeminiKEYforBUNDLEtest0123456789',
  OPENAI_API_KEY: 'sk-FAKEopenaiKEYforBUNDLEtest9876543210',
}
const KEY_SHAPES = [/AIza[\w-]{35}/, /\bsk-[\w-]{20,}/]
// what Vite itself puts in import.meta.env beside the VITE_ variables
const VITE_BUILT_INS = ['BASE_URL', 'DEV', 'MODE', 'PROD', 'SSR']

async function withEnvironment<T>(vars: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]))
  Object.assign(process.env, vars)
  try {
    return await run()
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

/** Every file the browser bundle is built from, outside node_modules: the web app and the contract. */
async function clientSources(): Promise<string[]> {
  const roots = ['apps/web/src', 'apps/web/vite-plugins', 'packages/contract/src']
  const files = [path.join(webRoot, 'index.html'), path.join(webRoot, 'vite.config.ts')]
  for (const root of roots) {
    const entries = await fs.readdir(path.join(repoRoot, root), { recursive: true, withFileTypes: true })
    files.push(...entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)))
  }
  return files.filter((file) => /\.(tsx?|html|css|json)$/.test(file) && !/\.test\.tsx?$/.test(file))
}

describe('the client bundle', () => {
  it('gets no AI key from Vite, with keys in the environment of the build', async () => {
    const config = await withEnvironment({ ...FAKE, VITE_PROBE: 'reaches the browser' }, () =>
      resolveConfig({ root: webRoot, logLevel: 'silent' }, 'build', 'production'),
    )
    // the probe proves the environment was read: VITE_ variables are the only ones handed over
    expect(config.env.VITE_PROBE).toBe('reaches the browser')
    const handedOver = Object.keys(config.env).filter((name) => !name.startsWith('VITE_'))
    expect(VITE_BUILT_INS).toEqual(expect.arrayContaining(handedOver))
    const exposed = JSON.stringify({ env: config.env, define: config.define ?? {} })
    for (const [name, value] of Object.entries(FAKE)) {
      expect(exposed).not.toContain(name)
      expect(exposed).not.toContain(value)
    }
  })

  it('is built from sources that never name a key nor import server code', async () => {
    const files = await clientSources()
    expect(files.length).toBeGreaterThan(100)
    const found: string[] = []
    for (const file of files) {
      const text = await fs.readFile(file, 'utf8')
      const where = path.relative(repoRoot, file)
      for (const name of Object.keys(FAKE)) if (text.includes(name)) found.push(`${where}: ${name}`)
      for (const shape of KEY_SHAPES) if (shape.test(text)) found.push(`${where}: ${shape}`)
      if (/from '(@coldstart\/server|[^']*\/server\/src\/)/.test(text))
        found.push(`${where}: imports server code`)
    }
    expect(found).toEqual([])
  })
})
