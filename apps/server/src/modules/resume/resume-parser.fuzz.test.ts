import { afterAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { HttpError } from '../../lib/http-error.ts'
import { inspectDocxArchive } from './docx-archive.ts'
import { createResumeParser } from './resume-parser.ts'

// Hostile bytes behind each format's real magic number: every file is read or refused with a 4xx, never a
// crash, a hang or a 500.
const MAGIC = {
  pdf: new TextEncoder().encode('%PDF-1.4\n'),
  docx: new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
  doc: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  txt: new Uint8Array(0),
} as const

describe('resume parsing with random bytes', () => {
  const parser = createResumeParser({ timeoutMs: 5000 })
  afterAll(() => parser.close())

  it.each(Object.keys(MAGIC) as (keyof typeof MAGIC)[])(
    '.%s: read or a 4xx',
    async (format) => {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 4096 }), async (tail) => {
          const bytes = new Uint8Array([...MAGIC[format], ...tail])
          try {
            const parsed = await parser.parse(`resume.${format}`, bytes)
            expect(typeof parsed.text).toBe('string')
          } catch (err) {
            expect(err).toBeInstanceOf(HttpError)
            expect((err as HttpError).statusCode).toBeGreaterThanOrEqual(400)
            expect((err as HttpError).statusCode).toBeLessThan(500)
          }
        }),
        { numRuns: 25 },
      )
    },
    60_000,
  )

  it('inspectDocxArchive never throws on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        expect(['ok', 'bomb', 'broken']).toContain(inspectDocxArchive(bytes))
      }),
      { numRuns: 500 },
    )
    // random central directories behind a well-formed end record, so the entry loop itself is exercised
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 600 }),
        fc.integer({ min: 1, max: 40 }),
        (directory, entries) => {
          const end = new DataView(new ArrayBuffer(22))
          end.setUint32(0, 0x06054b50, true)
          end.setUint16(8, entries, true)
          end.setUint16(10, entries, true)
          end.setUint32(12, directory.length, true)
          end.setUint32(16, 0, true)
          const bytes = new Uint8Array([...directory, ...new Uint8Array(end.buffer)])
          expect(['ok', 'bomb', 'broken']).toContain(inspectDocxArchive(bytes))
        },
      ),
      { numRuns: 500 },
    )
  })
})
