import { describe, expect, it } from 'vitest'
import { makeDocxZipBomb, makeResumeDocx, makeZip } from '../../testing/fixtures/resume-files.ts'
import { inspectDocxArchive } from './docx-archive.ts'

describe('inspectDocxArchive', () => {
  it('passes a real .docx', async () => {
    expect(inspectDocxArchive(await makeResumeDocx())).toBe('ok')
  })

  it('refuses an archive declaring more than a resume could need', () => {
    expect(inspectDocxArchive(makeDocxZipBomb(80))).toBe('bomb')
  })

  it('refuses an archive that hides its sizes behind ZIP64 markers', () => {
    const zip = makeZip([{ name: 'word/document.xml', data: Buffer.from('<w/>'), declaredSize: 0xffffffff }])
    expect(inspectDocxArchive(zip)).toBe('bomb')
  })

  it('calls a truncated archive broken', async () => {
    const docx = await makeResumeDocx()
    expect(inspectDocxArchive(docx.subarray(0, docx.length - 30))).toBe('broken')
    expect(inspectDocxArchive(new Uint8Array([0x50, 0x4b, 3, 4]))).toBe('broken')
  })
})
