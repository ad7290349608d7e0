import { describe, expect, it } from 'vitest'
import {
  makeEncryptedPdf,
  makeEncryptedPdfBomb,
  makeFlatePdfBomb,
  makeFormXObjectPdf,
  makePageTreePdf,
  makeResumePdf,
  makeScannedPdf,
  makeTextOperatorsPdf,
} from '../../testing/fixtures/resume-files.ts'
import { measurePdfStreams, PDF_MAX_DECODED_BYTES, PDF_MAX_STREAMS } from './pdf-stream-budget.ts'
import { PDF_MAX_TEXT_OPERATORS } from './pdf-text-operators.ts'
import { corpusPdf } from './testing/corpus-files.ts'
import { RESUME_CORPUS } from './testing/resume-corpus.ts'
import { cpuTimed } from '@coldstart/contract/testing/thread-cpu'

// Every stream of a PDF is decoded against one budget before pdf.js sees the file: a bomb is refused after
// inflating at most the budget, whatever its filters or however often it is used; real resumes pass.

// CPU time of this thread: a busy machine's wait for a core is not the scan's
const timed = async (bytes: Uint8Array) => {
  const { result: verdict, ms } = await cpuTimed(() => measurePdfStreams(bytes))
  return { verdict, ms }
}

describe('measurePdfStreams', () => {
  it('refuses a 1 MB PDF whose content stream inflates to 1 GiB, stopping at the budget', async () => {
    const { verdict, ms } = await timed(makeFlatePdfBomb(1024))
    expect(verdict).toBe('bomb')
    // inflating up to the 48 MB budget and stopping is quick; inflating all of it is what the budget prevents
    expect(ms).toBeLessThan(2_000)
  })

  it('refuses a bomb deflated twice ([/FlateDecode /FlateDecode]): 11 KB that hold 4 GB', async () => {
    const bomb = makeFlatePdfBomb(4000, '[/FlateDecode /FlateDecode]')
    expect(bomb.length).toBeLessThan(20_000)
    expect((await timed(bomb)).verdict).toBe('bomb')
  })

  it('reads a filter name spelled with #xx escapes as pdf.js does', async () => {
    expect((await timed(makeFlatePdfBomb(1024, '/Fl#61teDecode'))).verdict).toBe('bomb')
  })

  it('finds zlib data under a filter this scan does not decode, and counts it', async () => {
    expect((await timed(makeFlatePdfBomb(1024, '/NoSuchDecode'))).verdict).toBe('bomb')
  })

  it("counts a stream once per use: 1 MiB listed 100 times in a page's /Contents is 100 MiB", async () => {
    expect((await timed(makeFlatePdfBomb(1, '/FlateDecode', 1))).verdict).toBe('ok')
    expect((await timed(makeFlatePdfBomb(1, '/FlateDecode', 100))).verdict).toBe('bomb')
  })

  it('decrypts a file encrypted with an empty user password, as pdf.js does, before counting', async () => {
    for (const cipher of ['rc4', 'aes128', 'aes256'] as const) {
      const { verdict, ms } = await timed(makeEncryptedPdfBomb(1024, cipher))
      expect({ cipher, verdict }).toEqual({ cipher, verdict: 'bomb' })
      expect(ms).toBeLessThan(2_000)
      // counted as plaintext: once per use, and a real one passes
      expect((await timed(makeEncryptedPdfBomb(1, cipher, 100))).verdict).toBe('bomb')
      expect((await timed(makeEncryptedPdfBomb(40, cipher))).verdict).toBe('ok')
    }
  })

  it('counts a form XObject once per draw, and a form drawn by a form per draw of each', async () => {
    // 100 KiB drawn twice passes; drawn 1,000 times it is 100 MiB of reading
    expect((await timed(makeFormXObjectPdf(2, 100))).verdict).toBe('ok')
    expect((await timed(makeFormXObjectPdf(1_000, 100))).verdict).toBe('bomb')
    // 1 KiB drawn 1,000 times by a form the page draws 1,000 times: 1 GiB from a few KB of file
    const nested = makeFormXObjectPdf(1_000, 1, 1_000)
    expect(nested.length).toBeLessThan(10_000)
    const { verdict, ms } = await timed(nested)
    expect(verdict).toBe('bomb')
    expect(ms).toBeLessThan(2_000)
    expect((await timed(makeFormXObjectPdf(10, 1, 10))).verdict).toBe('ok')
  })

  it('refuses more text-showing operators than a resume needs, well inside the decode budget', async () => {
    // 32 bytes per operator: 4 MB of content is 131,072 pieces of text for pdf.js to build
    const flood = makeTextOperatorsPdf(4 * 1024)
    expect(flood.length).toBeLessThan(20_000)
    expect((await timed(flood)).verdict).toBe('bomb')
    expect(
      (await timed(makeTextOperatorsPdf(Math.floor((PDF_MAX_TEXT_OPERATORS * 32) / 1024) - 1))).verdict,
    ).toBe('ok')
    // the same operators as next-line quotes, and as a form the page draws 100 times
    expect((await timed(makeTextOperatorsPdf(4 * 1024, "BT /F1 9 Tf (ab) ' ET\n"))).verdict).toBe('bomb')
    const drawn = makeTextOperatorsPdf(64, undefined, 100)
    expect((await timed(drawn)).verdict).toBe('bomb')
    expect((await timed(makeTextOperatorsPdf(64, undefined, 10))).verdict).toBe('ok')
  })

  it('refuses LZW and Brotli, whose expansion it does not model', async () => {
    expect((await timed(makeFlatePdfBomb(1, '/LZWDecode'))).verdict).toBe('broken')
    expect((await timed(makeFlatePdfBomb(1, '[/FlateDecode /BrotliDecode]'))).verdict).toBe('broken')
  })

  it('reads 5 MB of stream keywords in one pass: no dictionary or endstream searched for each', async () => {
    const encoder = new TextEncoder()
    const cases = [
      // more than PDF_MAX_STREAMS: refused unread
      { bytes: encoder.encode('%PDF-1.4\n' + ' stream\n'.repeat(600_000)), verdict: 'broken' },
      // a few, each with no line end or endstream after it for megabytes
      {
        bytes: encoder.encode('%PDF-1.4\n' + ' stream '.repeat(PDF_MAX_STREAMS / 2) + 'x'.repeat(5e6)),
        verdict: 'ok',
      },
      // just under PDF_MAX_STREAMS small ones, each with its dictionary
      {
        bytes: encoder.encode('%PDF-1.4\n' + '1 0 obj <<>> stream\nendstream\n'.repeat(PDF_MAX_STREAMS - 1)),
        verdict: 'ok',
      },
    ]
    for (const { bytes, verdict } of cases) {
      const result = await timed(bytes)
      expect(result.verdict).toBe(verdict)
      expect(result.ms).toBeLessThan(2_000)
    }
  })

  it('passes a stream just under the budget', async () => {
    const mebibytes = PDF_MAX_DECODED_BYTES / 2 ** 20 - 1
    expect((await timed(makeFlatePdfBomb(mebibytes))).verdict).toBe('ok')
  })

  it('passes every fixture PDF and every corpus resume', async () => {
    const files = [
      await makeResumePdf(1),
      await makeResumePdf(20),
      await makeScannedPdf(),
      makeEncryptedPdf(),
      makePageTreePdf(),
      ...(await Promise.all(RESUME_CORPUS.map((resume) => corpusPdf(resume)))),
    ]
    for (const file of files) expect((await timed(file)).verdict).toBe('ok')
  })
})
