import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { MALLOC_SETTINGS } from './malloc-arenas.ts'

const moduleUrl = new URL('./malloc-arenas.ts', import.meta.url).href

/** The allocator settings a process sees after execWithMallocSettings, which `npm start` calls first. */
function settingsSeenBy(env: NodeJS.ProcessEnv) {
  const script = `import { execWithMallocSettings } from ${JSON.stringify(moduleUrl)}
execWithMallocSettings()
const keys = ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_']
console.log(JSON.stringify(Object.fromEntries(keys.map((key) => [key, process.env[key]]))))`
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' })
  return JSON.parse(out) as Record<string, string | undefined>
}

describe.skipIf(process.platform !== 'linux')('the allocator settings a server starts with', () => {
  it('restarts the process image once with them when they are missing', () => {
    const {
      MALLOC_ARENA_MAX: _a,
      MALLOC_MMAP_THRESHOLD_: _m,
      MALLOC_TRIM_THRESHOLD_: _t,
      ...env
    } = process.env
    expect(settingsSeenBy(env)).toEqual(MALLOC_SETTINGS)
  })

  it('leaves settings the environment already gives as they are', () => {
    expect(settingsSeenBy({ ...process.env, MALLOC_ARENA_MAX: '4' })).toMatchObject({ MALLOC_ARENA_MAX: '4' })
  })
})
