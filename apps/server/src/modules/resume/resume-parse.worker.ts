// Runs in a piscina worker thread: parsing PDF, .docx and .doc files and reading a resume's facts are CPU-heavy
// and must not stall the event loop. A parse task gets bytes whose real type was already checked, and answers
// the cleaned text with its facts, or a failure code. The parser libraries load on first use, so a worker
// that only reads facts never loads them.
import type { ResumeFacts } from '@coldstart/contract'
// the zod-free part of the contract: the whole of it would add ~10 MB to every parser thread's heap
import { RESUME_MAX_PDF_PAGES, RESUME_TEXT_MAX_CHARS } from '@coldstart/contract/resume-rules'
import { extractResumeFacts, normaliseResumeText } from './resume-facts.ts'
import { unpackDocx } from './docx-archive.ts'
import { docxHtmlText } from './docx-html-text.ts'
import { layoutText } from './pdf-layout-text.ts'
import { newTextBudget, readPageText } from './pdf-page-text.ts'
import { measurePdfStreams } from './pdf-stream-budget.ts'
import type { FactsTask, ParseFailure, ParseResult, ParseTask } from './resume-parse.types.ts'
import { capWorkerArrayBuffers } from './worker-memory-cap.ts'

capWorkerArrayBuffers()

type RawText = { ok: true; text: string; pages: number | null } | { ok: false; code: ParseFailure }

const fail = (code: ParseFailure): { ok: false; code: ParseFailure } => ({ ok: false, code })
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

async function parsePdf(bytes: Uint8Array): Promise<RawText> {
  // every stream decoded against one budget first: pdf.js would inflate a bomb in full
  const streams = await measurePdfStreams(bytes)
  if (streams !== 'ok') return fail(streams === 'bomb' ? 'pdfBomb' : 'broken')
  const { getDocumentProxy } = await import('unpdf')
  let pdf
  try {
    // errors only: pdf.js warns once per bad operator, so a hostile page would log a line per operator
    pdf = await getDocumentProxy(bytes, { verbosity: 0 })
  } catch (err) {
    return fail((err as Error).name === 'PasswordException' ? 'encrypted' : 'broken')
  }
  try {
    // The page count is the page tree's /Count, read without walking the tree: a few KB can describe a
    // billion pages by reusing one node, and reading them all would hold this worker for minutes.
    if (pdf.numPages > RESUME_MAX_PDF_PAGES) return fail('tooManyPages')
    // each page's lines keep their layout (cells, columns): normaliseResumeText reads them apart
    const pages: string[] = []
    const budget = newTextBudget()
    for (let n = 1; n <= pdf.numPages; n++) {
      const read = await readPageText(await pdf.getPage(n), budget)
      if (!read.ok) return fail(read.code)
      pages.push(layoutText(read.items))
    }
    return { ok: true, text: pages.join('\n'), pages: pdf.numPages }
  } catch (err) {
    return fail((err as Error).name === 'PasswordException' ? 'encrypted' : 'broken')
  } finally {
    void pdf.cleanup()
  }
}

async function parseDocx(bytes: Uint8Array): Promise<RawText> {
  const unpacked = unpackDocx(bytes)
  if (unpacked.verdict !== 'ok') return fail(unpacked.verdict === 'bomb' ? 'zipBomb' : 'broken')
  const { default: mammoth } = await import('mammoth')
  const archive = asBuffer(unpacked.zip)
  try {
    // The parts are stored uncompressed, so a table shows as its tag in the bytes. With one, mammoth's HTML
    // keeps each row's cells together (a picture left out unread); without, its raw text is a third quicker.
    if (archive.includes('<w:tbl>') || archive.includes('<w:tbl ')) {
      const { value } = await mammoth.convertToHtml(
        { buffer: archive },
        { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
      )
      return { ok: true, text: docxHtmlText(value), pages: null }
    }
    const { value } = await mammoth.extractRawText({ buffer: archive })
    // mammoth ends every paragraph with a blank line; one newline per paragraph reads like the document
    return { ok: true, text: value.replace(/\n\n/g, '\n'), pages: null }
  } catch {
    return fail('broken')
  }
}

async function parseDoc(bytes: Uint8Array): Promise<RawText> {
  const { default: WordExtractor } = await import('word-extractor')
  try {
    const document = await new WordExtractor().extract(asBuffer(bytes))
    return { ok: true, text: document.getBody(), pages: null }
  } catch {
    return fail('broken')
  }
}

function parseTxt(bytes: Uint8Array): RawText {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
    return { ok: true, text, pages: null }
  } catch {
    return fail('badEncoding')
  }
}

function readRaw(task: ParseTask): Promise<RawText> | RawText {
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

// PostgreSQL cannot store NUL or a lone surrogate; a parser can produce both from a damaged file.
// eslint-disable-next-line no-control-regex -- NUL is exactly what must go
const UNSTORABLE = /[\u0000\p{Cs}]/gu

/** A file's text, cleaned and bounded, with the facts in it. */
export default async function parseResume(task: ParseTask): Promise<ParseResult> {
  const raw = await readRaw(task)
  if (!raw.ok) return raw
  const text = normaliseResumeText(raw.text.replace(UNSTORABLE, ''))
  if (!text) return fail(task.format === 'pdf' ? 'noTextLayer' : 'empty')
  if (text.length > RESUME_TEXT_MAX_CHARS) return fail('tooMuchText')
  return { ok: true, text, pages: raw.pages, facts: extractResumeFacts(text) }
}

/** The facts of a resume's text (kept text, or a stored summary). */
export function readFacts(task: FactsTask): ResumeFacts {
  return extractResumeFacts(task.text)
}
