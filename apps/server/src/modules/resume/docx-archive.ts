import { inflateRawSync } from 'node:zlib'
import { writeStoredZip, type StoredEntry } from './stored-zip.ts'

// A .docx is a zip archive, and a zip's headers can lie about sizes. So nothing here trusts them beyond a
// cheap first refusal: each part the text is read from is inflated with a hard cap on what it may output,
// and mammoth is handed a new archive holding only those inflated parts, so it never inflates anything.

export const DOCX_MAX_ENTRIES = 2000
/** Declared sizes above this are refused before anything is inflated. */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024
export const DOCX_MAX_RATIO = 200
/** What the XML parts may really inflate to, all together: a resume's XML is well under 1 MB. */
export const DOCX_MAX_INFLATED_XML_BYTES = 16 * 1024 * 1024
/**
 * XML elements in all of those parts together. mammoth keeps an object tree of every element it reads, a few
 * KB each, so a small file of one-letter runs costs far more memory than its bytes (docs/decisions/058). A Word
 * resume, styles, theme and settings included, holds 10,000-20,000.
 */
export const DOCX_MAX_XML_ELEMENTS = 50_000

export type ArchiveVerdict = 'ok' | 'bomb' | 'broken'

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const STORED = 0
const DEFLATED = 8
const ENCRYPTED_FLAG = 0x1

interface CentralEntry {
  name: Uint8Array
  flags: number
  method: number
  compressedSize: number
  localOffset: number
}

type Directory = { verdict: 'ok'; entries: CentralEntry[] } | { verdict: 'bomb' | 'broken' }

function readDirectory(bytes: Uint8Array): Directory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KiB.
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return { verdict: 'broken' }
  const count = view.getUint16(eocd + 10, true)
  const directorySize = view.getUint32(eocd + 12, true)
  const directoryOffset = view.getUint32(eocd + 16, true)
  // 0xFFFF / 0xFFFFFFFF mean ZIP64: no resume needs an archive that large.
  if (count === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) {
    return { verdict: 'bomb' }
  }
  if (count > DOCX_MAX_ENTRIES) return { verdict: 'bomb' }
  if (directoryOffset + directorySize > eocd) return { verdict: 'broken' }

  const entries: CentralEntry[] = []
  let offset = directoryOffset
  let declaredTotal = 0
  for (let n = 0; n < count; n++) {
    if (offset + 46 > eocd || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) return { verdict: 'broken' }
    const compressedSize = view.getUint32(offset + 20, true)
    const declared = view.getUint32(offset + 24, true)
    if (compressedSize === 0xffffffff || declared === 0xffffffff) return { verdict: 'bomb' }
    declaredTotal += declared
    if (declaredTotal > DOCX_MAX_UNCOMPRESSED_BYTES) return { verdict: 'bomb' }
    if (declared > 1024 * 1024 && declared / Math.max(compressedSize, 1) > DOCX_MAX_RATIO) {
      return { verdict: 'bomb' }
    }
    const nameLength = view.getUint16(offset + 28, true)
    const next =
      offset + 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true)
    if (next > eocd) return { verdict: 'broken' }
    entries.push({
      name: bytes.subarray(offset + 46, offset + 46 + nameLength),
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize,
      localOffset: view.getUint32(offset + 42, true),
    })
    offset = next
  }
  return { verdict: 'ok', entries }
}

/** The first refusal, from declared sizes alone (cheap; a liar passes it, and is caught by the inflate cap). */
export function inspectDocxArchive(bytes: Uint8Array): ArchiveVerdict {
  return readDirectory(bytes).verdict
}

// The parts mammoth reads text from: the document, its relationships, styles, numbering, notes, comments.
/** `<` before a letter: an element's start tag (end tags, declarations and comments are not counted). */
function countStartTags(xml: Uint8Array): number {
  let count = 0
  for (let at = xml.indexOf(0x3c); at >= 0 && at + 1 < xml.length; at = xml.indexOf(0x3c, at + 1)) {
    const next = xml[at + 1]! | 0x20 // lower-cased if a letter
    if (next >= 0x61 && next <= 0x7a) count++
  }
  return count
}

// Pictures, fonts and embedded files are left out: they add no text.
const isTextPart = (name: string) => /\.(xml|rels)$/i.test(name)

export type UnpackedDocx = { verdict: 'ok'; zip: Uint8Array } | { verdict: 'bomb' | 'broken' }

/**
 * Inflates the .docx's XML parts, at most DOCX_MAX_INFLATED_XML_BYTES in all whatever the headers say, and
 * packs them (stored, uncompressed) into a new archive for mammoth.
 */
export function unpackDocx(bytes: Uint8Array): UnpackedDocx {
  const directory = readDirectory(bytes)
  if (directory.verdict !== 'ok') return directory
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const kept: StoredEntry[] = []
  const seen = new Set<string>()
  let budget = DOCX_MAX_INFLATED_XML_BYTES
  let elements = 0
  for (const entry of directory.entries) {
    const name = Buffer.from(entry.name).toString('utf8')
    if (!isTextPart(name)) continue
    if (seen.has(name) || entry.flags & ENCRYPTED_FLAG) return { verdict: 'broken' }
    seen.add(name)
    const local = entry.localOffset
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_SIGNATURE) {
      return { verdict: 'broken' }
    }
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    if (start + entry.compressedSize > bytes.length) return { verdict: 'broken' }
    const raw = bytes.subarray(start, start + entry.compressedSize)
    let data: Uint8Array
    if (entry.method === STORED) {
      data = raw
    } else if (entry.method === DEFLATED) {
      try {
        data = inflateRawSync(raw, { maxOutputLength: Math.max(budget, 1) })
      } catch (err) {
        return { verdict: (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'bomb' : 'broken' }
      }
    } else {
      return { verdict: 'broken' }
    }
    if (data.length > budget) return { verdict: 'bomb' }
    budget -= data.length
    elements += countStartTags(data)
    if (elements > DOCX_MAX_XML_ELEMENTS) return { verdict: 'bomb' }
    kept.push({ name: entry.name, data })
  }
  return { verdict: 'ok', zip: writeStoredZip(kept) }
}
