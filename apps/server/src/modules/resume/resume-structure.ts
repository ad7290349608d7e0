import { RESUME_MESSAGES, type ResumeFormat } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import { inspectDocxArchive } from './docx-archive.ts'

const unprocessable = (message: string) => new HttpError(422, message, 'file')

/**
 * Refuses, before a parser thread is asked, a file whose structure cannot hold a document: a .docx with no
 * zip directory (or whose directory already declares a bomb), a PDF with no page anywhere in it. Both reads
 * are bounded and linear: a zip directory's 64 KB tail and at most 2,000 entries, and two native byte searches
 * of at most 5 MB, about a millisecond together. A parser thread takes 50-150 ms and ~25 MB to say the same.
 */
export function checkStructure(format: ResumeFormat, bytes: Uint8Array): void {
  if (format === 'docx') {
    const verdict = inspectDocxArchive(bytes)
    if (verdict === 'bomb') throw unprocessable(RESUME_MESSAGES.zipBomb)
    if (verdict === 'broken') throw unprocessable(RESUME_MESSAGES.broken)
  }
  if (format === 'pdf' && !mayHoldPage(bytes)) throw unprocessable(RESUME_MESSAGES.broken)
}

/**
 * Every page is a dictionary of type /Page under a tree whose root is /Pages. A file that packs its objects
 * into object streams may have them compressed, but an object stream's own dictionary (/ObjStm) never is, nor
 * is anything encrypted but strings and streams. A name may be spelled with #-escapes (/P#61ge); no writer
 * spells a page that way, and a file that did is refused here.
 */
function mayHoldPage(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return buffer.includes('/Page') || buffer.includes('/ObjStm')
}
