import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The web app imports limits, labels and fixed strings from these modules on pages that validate nothing; a
// module with a schema in it brings zod (about 27 KB gzip) to every page that imports any of its constants.
const zodFree = fs
  .readdirSync(import.meta.dirname)
  .filter(
    (file) =>
      /-rules\.ts$/.test(file) ||
      [
        'constants.ts',
        'template-variables.ts',
        'template-check.ts',
        'email-claims.ts',
        'email-coach.ts',
        'email-coach-tone.ts',
      ].includes(file),
  )

describe('modules the web app reads constants from', () => {
  it.each(zodFree)('%s imports no schema library, only other such modules', (file) => {
    const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')
    const imports = [...source.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1])
    for (const from of imports) expect(zodFree).toContain(path.basename(from!))
  })
})
