// Runs in a piscina worker thread: PDF, .docx and .doc parsers are CPU-heavy and must not stall the event
// loop. Each task gets bytes whose real type was already checked, and answers text or a failure code.
import mammoth from 'mammoth'
import WordExtractor from 'word-extractor'
import { extractText, getDocumentProxy } from 'unpdf'
import { inspectDocxArchive } from './docx-archive.ts'
import type { ParseFailure, ParseTask, ParseResult } from './resume-parse.types.ts'

const fail = (code: ParseFailure): ParseResult => ({ ok: false, code })

async function parsePdf(bytes: Uint8Array): Promise<ParseResult> {
  let pdf
  try {
    pdf = await getDocumentProxy(bytes)
  } catch (err) {
    return fail((err as Error).name === 'PasswordException' ? 'encrypted' : 'broken')
  }
  try {
    const { text, totalPages } = await extractText(pdf, { mergePages: true })
    return { ok: true, text, pages: totalPages }
  } catch (err) {
    return fail((err as Error).name === 'PasswordException' ? 'encrypted' : 'broken')
  } finally {
    void pdf.cleanup()
  }
}

async function parseDocx(bytes: Uint8Array): Promise<ParseResult> {
  const verdict = inspectDocxArchive(bytes)
  if (verdict !== 'ok') return fail(verdict === 'bomb' ? 'zipBomb' : 'broken')
  try {
    const { value } = await mammoth.extractRawText({
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    })
    // mammoth ends every paragraph with a blank line; one newline per paragraph reads like the document
    return { ok: true, text: value.replace(/\n\n/g, '\n'), pages: null }
  } catch {
    return fail('broken')
  }
}

async function parseDoc(bytes: Uint8Array): Promise<ParseResult> {
  try {
    const document = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    )
    return { ok: true, text: document.getBody(), pages: null }
  } catch {
    return fail('broken')
  }
}

function parseTxt(bytes: Uint8Array): ParseResult {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
    return { ok: true, text, pages: null }
  } catch {
    return fail('badEncoding')
  }
}

export default async function parseResume(task: ParseTask): Promise<ParseResult> {
  switch (task.format) {
    case 'pdf':
      return parsePdf(task.bytes)
    case 'docx':
      return parseDocx(task.bytes)
    case 'doc':
      return parseDoc(task.bytes)
    case 'txt':
      return parseTxt(task.bytes)
  }
}
