import mammoth from 'mammoth'
import { describe, expect, it } from 'vitest'
import {
  makeDocxZipBomb,
  makeLyingDocx,
  makeManyRunsDocx,
  makeResumeDocx,
  makeZip,
} from '../../testing/fixtures/resume-files.ts'
import { DOCX_MAX_XML_ELEMENTS, inspectDocxArchive, unpackDocx } from './docx-archive.ts'

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

describe('unpackDocx', () => {
  it('packs the XML parts of a real .docx into an archive mammoth reads the same text from', async () => {
    const docx = await makeResumeDocx()
    const unpacked = unpackDocx(docx)
    if (unpacked.verdict !== 'ok') throw new Error(unpacked.verdict)
    const original = await mammoth.extractRawText({ buffer: Buffer.from(docx) })
    const rebuilt = await mammoth.extractRawText({ buffer: Buffer.from(unpacked.zip) })
    expect(rebuilt.value).toBe(original.value)
    expect(rebuilt.value).toContain('Growth Intern')
  })

  it('stops inflating at its cap when the headers understate the size (they pass the first check)', () => {
    const lying = makeLyingDocx(200, 1000)
    expect(inspectDocxArchive(lying)).toBe('ok')
    const started = performance.now()
    expect(unpackDocx(lying).verdict).toBe('bomb')
    expect(performance.now() - started).toBeLessThan(3_000)
  })

  it('refuses more XML elements than a resume holds, however well they compress', () => {
    // two elements a run: a 260 KB file of 100,000 runs, far inside the byte caps
    const many = makeManyRunsDocx(100_000)
    expect(many.length).toBeLessThan(400_000)
    expect(unpackDocx(many).verdict).toBe('bomb')
    expect(unpackDocx(makeManyRunsDocx(DOCX_MAX_XML_ELEMENTS / 2 - 100)).verdict).toBe('ok')
  })

  it('calls an entry whose data runs past the end broken', () => {
    const zip = makeZip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }])
    // the local header claims its data starts past the archive's end
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
    view.setUint16(26, 0xfff0, true)
    expect(unpackDocx(zip).verdict).toBe('broken')
  })
})
