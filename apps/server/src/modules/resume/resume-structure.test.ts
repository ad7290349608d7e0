import { describe, expect, it } from 'vitest'
import { RESUME_MESSAGES } from '@coldstart/contract'
import {
  makeDocxZipBomb,
  makeLyingDocx,
  makeResumeDocx,
  makeResumePdf,
} from '../../testing/fixtures/resume-files.ts'
import { checkStructure } from './resume-structure.ts'

const bytes = (...parts: (string | Uint8Array)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)))
const junk = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 131 + 7) % 251)

describe('checkStructure', () => {
  it('refuses a PDF with no page anywhere as damaged', () => {
    const headerAndJunk = bytes('%PDF-1.7\n1 0 obj\n<< /Type /Catalog', junk(50_000))
    expect(() => checkStructure('pdf', headerAndJunk)).toThrow(
      expect.objectContaining({ statusCode: 422, message: RESUME_MESSAGES.broken }),
    )
  })

  it('passes a real PDF, and one whose objects may sit compressed in object streams', async () => {
    checkStructure('pdf', await makeResumePdf(2))
    checkStructure('pdf', bytes('%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 3 /First 20 /Filter /FlateDecode >>'))
  })

  it('refuses a .docx with no zip directory as damaged, and one whose directory declares a bomb', () => {
    expect(() => checkStructure('docx', bytes('PK\u0003\u0004', junk(100_000)))).toThrow(
      expect.objectContaining({ statusCode: 422, message: RESUME_MESSAGES.broken }),
    )
    expect(() => checkStructure('docx', makeDocxZipBomb(200))).toThrow(
      expect.objectContaining({ statusCode: 422, message: RESUME_MESSAGES.zipBomb }),
    )
  })

  it('leaves to the parser a real .docx and one whose sizes lie (the inflate cap catches it)', async () => {
    checkStructure('docx', await makeResumeDocx())
    checkStructure('docx', makeLyingDocx(200, 1000))
  })
})
