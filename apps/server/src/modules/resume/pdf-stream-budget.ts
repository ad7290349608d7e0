import { constants, createInflateRaw, inflateRawSync } from 'node:zlib'
import { emptyPasswordDecryptors } from './pdf-encryption.ts'
import { collectXObjectNames, countDraws, drawnBytes, type MeasuredStream } from './pdf-form-draws.ts'
import { countTextOperators, PDF_MAX_TEXT_OPERATORS } from './pdf-text-operators.ts'

// A PDF's streams are compressed, and pdf.js inflates them in full as it reads a page: 4.7 MB of file can hold
// 4.5 GiB of content stream. So before pdf.js sees a PDF, every stream in it is decoded here against ONE output
// budget for the whole file (as the .docx path caps its XML parts), stopping as soon as the budget is spent, and
// a file past it is refused.
//
// Streams are found by their `stream` keyword wherever it sits (pdf.js reaches objects through the
// cross-reference table, which may point anywhere, so nothing here trusts it). Each stream's filters are read
// from the dictionary before it and decoded in order: FlateDecode, RunLength, ASCIIHex and ASCII85 as pdf.js
// would; image codecs (DCT, JPX, JBIG2, CCITT) are counted at their encoded size, since reading text never
// decodes a picture. LZW (gone from PDF writers since 1996) and Brotli (too new for any) are refused rather
// than modelled: their expansion is where a bomb would go. Whatever the dictionary says, data that opens with a zlib header is inflated and
// counted too, so a dictionary this scan misreads hides nothing. A stream referenced many times (one content
// stream listed 1,000 times in a page's /Contents) counts once per reference: pdf.js decodes it each time.
//
// A file encrypted with an empty user password is decrypted first (pdf-encryption.ts), as pdf.js would. The
// worker's array-buffer cap (resume-parse.worker.ts) still bounds whatever this scan cannot see.

/** What all of a PDF's streams may decode to, together: a resume's fonts and pages are a few MB. */
export const PDF_MAX_DECODED_BYTES = 48 * 1024 * 1024

/** 'bomb': past the decode budget, or more text-showing operators than a resume could need. */
export type StreamsVerdict = 'ok' | 'bomb' | 'broken'

const REFUSED = new Set(['LZWDecode', 'LZW', 'BrotliDecode'])

class OverBudget extends Error {}

const FLATE = new Set(['FlateDecode', 'Fl'])
const IMAGE_CODECS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'JPX', 'JBIG2Decode', 'CCITTFaxDecode', 'CCF'])
const DELIMITERS = new Set([...'()<>[]{}/% \t\r\n\f\0'])

interface FoundStream {
  objectNumber: number | null
  generation: number
  /** from the `stream` line's end to the end of the file: an inflate stops at its own end */
  rest: Uint8Array
  /** the stream's data as pdf.js bounds it (its /Length, else up to `endstream`) */
  data: Uint8Array
  /** null: the dictionary's /Filter could not be read */
  filters: string[] | null
  isObjectStream: boolean
  isForm: boolean
}

/** #xx escapes in a name, decoded as pdf.js reads them (`/Fl#61teDecode` is /FlateDecode). */
const unescapeName = (name: string) =>
  name.replace(/#([\dA-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** Where each `N G obj` starts its value, found once (a reference is then looked up, not searched for). */
function indexObjects(text: string): Map<string, number> {
  const index = new Map<string, number>()
  for (const match of text.matchAll(/(?<!\d)(\d+)\s+(\d+)\s+obj(?![^\s/[\]<>()%])/g)) {
    index.set(`${match[1]} ${match[2]}`, match.index + match[0].length)
  }
  return index
}

/** The start of a referenced object's value: for `7 0 R`, the text after `7 0 obj`. */
function resolve(reference: string, text: string, objects: Map<string, number>): string | null {
  const [number, generation] = reference.split(/\s+/)
  const at = objects.get(`${number} ${generation}`)
  return at === undefined ? null : text.slice(at, at + 4096).trimStart()
}

/** The value of `/Filter` (or `/F`, which pdf.js reads first) in a dictionary's text, resolving one reference. */
function readFilters(dict: string, text: string, objects: Map<string, number>): string[] | null {
  const match = /\/F(?:ilter)?(?=[\s/[<(])\s*(\[[^\]]*\]|\/[^\s/[\]<>()%]+|\d+\s+\d+\s+R)/.exec(dict)
  if (!match) return []
  let value = match[1]!
  if (value.endsWith('R')) {
    const target = resolve(value, text, objects)
    const resolved = target === null ? null : /^(?:\[[^\]]*\]|\/[^\s/[\]<>()%]+)/.exec(target)
    if (!resolved) return null
    value = resolved[0]
  }
  return [...value.matchAll(/\/([^\s/[\]<>()%]+)/g)].map((name) => unescapeName(name[1]!))
}

/** The stream's /Length as pdf.js would use it: a number, or one object holding a number. */
function readLength(dict: string, text: string, objects: Map<string, number>): number | null {
  const match = /\/Length\s+(\d+(?:\s+\d+\s+R)?)/.exec(dict)
  if (!match) return null
  if (!match[1]!.endsWith('R')) return Number(match[1])
  const target = resolve(match[1]!, text, objects)
  const resolved = target === null ? null : /^\d+/.exec(target)
  return resolved ? Number(resolved[0]) : null
}

/** A resume has a few hundred streams; past this many the file is refused as damaged, unread. */
export const PDF_MAX_STREAMS = 20_000
/** How far before its `stream` keyword a stream's dictionary is looked for. */
const DICTIONARY_REACH = 8192

class TooManyStreams extends Error {}

/**
 * Where `word` next occurs at or after each position asked for, asked in increasing order: each search starts
 * where the last one ended, so thousands of `stream` keywords cost one pass over the file, not one each.
 */
function forwardFinder(find: (from: number) => number) {
  let found = -2
  return (from: number) => {
    if (found === -1 || (found >= from && found !== -2)) return found
    found = find(from)
    return found
  }
}

function findStreams(bytes: Uint8Array, text: string, objects: Map<string, number>): FoundStream[] {
  const found: FoundStream[] = []
  const nextEndstream = forwardFinder((from) => text.indexOf('endstream', from))
  const nextNewline = forwardFinder((from) => text.indexOf('\n', from))
  const nextReturn = forwardFinder((from) => text.indexOf('\r', from))
  const nextLineEnd = (from: number) => {
    const n = nextNewline(from)
    const r = nextReturn(from)
    return n < 0 ? r : r < 0 ? n : Math.min(n, r)
  }
  // the last `obj` keyword before a position, found walking forward alongside the `stream` keywords
  let lastObj = -1
  let nextObj = text.indexOf('obj')
  for (let at = text.indexOf('stream'); at >= 0; at = text.indexOf('stream', at + 6)) {
    // the keyword alone, as pdf.js's lexer reads it (not `endstream`, not part of a longer word)
    if (at > 0 && !DELIMITERS.has(text[at - 1]!)) continue
    if (at + 6 < text.length && !DELIMITERS.has(text[at + 6]!)) continue
    if (found.length >= PDF_MAX_STREAMS) throw new TooManyStreams()
    // the data starts on the next line
    let start = nextLineEnd(at + 6)
    if (start < 0) continue
    if (text[start] === '\r' && text[start + 1] === '\n') start++
    start++
    while (nextObj >= 0 && nextObj < at) {
      lastObj = nextObj
      nextObj = text.indexOf('obj', nextObj + 3)
    }
    // the dictionary: back to the `obj` keyword; none near, and the stream is read by its data alone
    const dict = lastObj >= 0 && at - lastObj < DICTIONARY_REACH ? text.slice(lastObj + 3, at) : ''
    // `N G obj`: the object's number is the second word before the keyword
    const words = dict
      ? text
          .slice(Math.max(0, lastObj - 24), lastObj)
          .trim()
          .split(/\s+/)
      : []
    const numbered = words.length >= 2 && /^\d+$/.test(words.at(-2)!) && /^\d+$/.test(words.at(-1)!)
    const number = numbered ? Number(words.at(-2)) : null
    const endstream = nextEndstream(start)
    let end = endstream >= 0 ? endstream : text.length
    const length = dict ? readLength(dict, text, objects) : null
    if (length !== null && start + length <= text.length) {
      const after = text.slice(start + length, start + length + 64).trimStart()
      if (after.startsWith('endstream')) end = start + length
    }
    found.push({
      objectNumber: number,
      generation: numbered ? Number(words.at(-1)) : 0,
      rest: bytes.subarray(start),
      data: bytes.subarray(start, end),
      filters: dict ? readFilters(dict, text, objects) : [],
      isObjectStream: /\/Type\s*\/ObjStm/.test(dict),
      isForm: /\/Subtype\s*\/Form(?![^\s/[\]<>()%])/.test(dict),
    })
  }
  return found
}

const isZlibHeader = (data: Uint8Array) =>
  data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) + data[1]!) % 31 === 0 && !(data[1]! & 0x20)

/** Inflates zlib data (its Adler-32 unchecked, a cut-off end kept, as pdf.js does) up to `limit` bytes. */
async function inflate(data: Uint8Array, limit: number): Promise<Uint8Array> {
  if (!isZlibHeader(data)) return new Uint8Array(0)
  const raw = data.subarray(2)
  try {
    // 64 KB output chunks: the default 16 KB makes reaching a refusal several times slower
    return inflateRawSync(raw, {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: limit + 1,
      chunkSize: 64 * 1024,
    })
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new OverBudget()
  }
  // Damaged data: pdf.js keeps what inflated before the damage, so that much is counted.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let total = 0
    const inflater = createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 })
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.length
      chunks.push(chunk)
      if (total > limit) {
        inflater.destroy()
        reject(new OverBudget())
      }
    })
    const done = () => resolve(Buffer.concat(chunks))
    inflater.on('error', done)
    inflater.on('end', done)
    inflater.end(raw)
  })
}

/** A growing output that refuses to pass `limit` bytes. */
function boundedOutput(limit: number, initial: number) {
  let buffer = new Uint8Array(Math.min(limit, Math.max(initial, 1024)))
  let length = 0
  const reserve = (n: number) => {
    if (length + n > limit) throw new OverBudget()
    if (length + n > buffer.length) {
      const grown = new Uint8Array(Math.min(limit, Math.max(length + n, buffer.length * 2)))
      grown.set(buffer.subarray(0, length))
      buffer = grown
    }
  }
  return {
    push(byte: number) {
      reserve(1)
      buffer[length++] = byte
    },
    result: () => buffer.subarray(0, length),
  }
}

function runLength(data: Uint8Array, limit: number): Uint8Array {
  const out = boundedOutput(limit, data.length * 2)
  for (let i = 0; i < data.length;) {
    const n = data[i++]!
    if (n === 128) break
    if (n < 128) for (let k = 0; k <= n && i < data.length; k++) out.push(data[i++]!)
    else if (i < data.length) {
      const byte = data[i++]!
      for (let k = 0; k < 257 - n; k++) out.push(byte)
    }
  }
  return out.result()
}

function asciiHex(data: Uint8Array): Uint8Array {
  const out: number[] = []
  let high = -1
  for (const byte of data) {
    if (byte === 0x3e) break // '>'
    const digit = byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : ((byte | 0x20) - 0x61 + 10) & 0xff
    if (digit > 15) continue
    if (high < 0) high = digit
    else {
      out.push((high << 4) | digit)
      high = -1
    }
  }
  if (high >= 0) out.push(high << 4)
  return Uint8Array.from(out)
}

function ascii85(data: Uint8Array): Uint8Array {
  const out: number[] = []
  const group: number[] = []
  const flush = (count: number) => {
    let value = 0
    for (let k = 0; k < 5; k++) value = value * 85 + (group[k] ?? 84)
    for (let k = 0; k < count - 1; k++) out.push((value >>> (24 - 8 * k)) & 0xff)
    group.length = 0
  }
  for (const byte of data) {
    if (byte === 0x7e) break // '~'
    if (byte === 0x7a && group.length === 0)
      out.push(0, 0, 0, 0) // 'z'
    else if (byte >= 0x21 && byte <= 0x75) {
      group.push(byte - 0x21)
      if (group.length === 5) flush(5)
    }
  }
  if (group.length > 1) flush(group.length)
  return Uint8Array.from(out)
}

/** What pdf.js would read from the stream, decoded through its filters; OverBudget past `limit`. */
async function decode(stream: FoundStream, filters: string[], limit: number): Promise<Uint8Array> {
  let data = FLATE.has(filters[0] ?? '') ? stream.rest : stream.data
  for (const filter of filters) {
    if (IMAGE_CODECS.has(filter)) break
    if (FLATE.has(filter)) data = await inflate(data, limit)
    else if (filter === 'RunLengthDecode' || filter === 'RL') data = runLength(data, limit)
    else if (filter === 'ASCIIHexDecode' || filter === 'AHx') data = asciiHex(data)
    else if (filter === 'ASCII85Decode' || filter === 'A85') data = ascii85(data)
    // Crypt and names pdf.js does not know pass the data on as it is
  }
  if (data.length > limit) throw new OverBudget()
  return data
}

const REFERENCE = /(?<!\d)(\d+)\s+\d+\s+R(?![^\s/[\]<>()%])/g

function countReferences(text: string, into: Map<number, number>) {
  for (const match of text.matchAll(REFERENCE)) {
    const number = Number(match[1])
    into.set(number, (into.get(number) ?? 0) + 1)
  }
}

/**
 * Decodes every stream of the PDF against one budget for the whole file. 'bomb': past the budget (decoding
 * stopped there), or past the text-operator cap (pdf-text-operators.ts); 'broken': a stream's filter is LZW or Brotli or named by a reference this cannot follow, or
 * the file has more than PDF_MAX_STREAMS streams.
 */
export async function measurePdfStreams(
  bytes: Uint8Array,
  budget = PDF_MAX_DECODED_BYTES,
  maxTextOperators = PDF_MAX_TEXT_OPERATORS,
): Promise<StreamsVerdict> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  const objects = indexObjects(text)
  const decryptors = emptyPasswordDecryptors(text, (reference) => objects.get(reference))
  if (decryptors === 'unreadable') return 'broken'
  const references = new Map<number, number>()
  countReferences(text, references)
  const names = new Map<string, Set<number>>()
  const resolveIn = (from: string) => (reference: string) => resolve(reference, from, objects)
  collectXObjectNames(text, resolveIn(text), names)
  const measured: (Omit<MeasuredStream, 'uses'> & { textOperators: number })[] = []
  let left = budget
  try {
    for (const stream of findStreams(bytes, text, objects)) {
      if (stream.filters === null || stream.filters.some((f) => REFUSED.has(f))) return 'broken'
      // as stored, and as each way the empty password may decrypt it: the largest counts
      let largest = await measureStream(stream, left)
      for (const decrypt of stream.objectNumber === null ? [] : decryptors) {
        const data = decrypt(stream.objectNumber!, stream.generation, stream.data)
        const decrypted = await measureStream({ ...stream, rest: data, data }, left)
        if (decrypted.size > largest.size) largest = decrypted
      }
      if (largest.size > left) return 'bomb'
      left -= largest.size
      const decoded = Buffer.from(largest.decoded).toString('latin1')
      if (stream.isObjectStream) {
        countReferences(decoded, references)
        collectXObjectNames(decoded, resolveIn(text), names)
      }
      const { objectNumber, isForm } = stream
      measured.push({
        objectNumber,
        size: largest.size,
        isForm,
        draws: countDraws(decoded),
        textOperators: countTextOperators(largest.decoded),
      })
    }
  } catch (err) {
    if (err instanceof OverBudget) return 'bomb'
    if (err instanceof TooManyStreams) return 'broken'
    throw err
  }
  // each stream as many times as it is referenced (pdf.js decodes it once per use), and each form per draw
  const streams = measured.map((s) => ({
    ...s,
    uses: Math.max(1, s.objectNumber === null ? 1 : (references.get(s.objectNumber) ?? 1)),
  }))
  let total = 0
  let textOperators = 0
  for (const { size, uses, textOperators: count } of streams) {
    total += size * uses
    textOperators += count * uses
  }
  if (total + drawnBytes(streams, names) > budget) return 'bomb'
  // the same walk over the forms, counting each draw's operators instead of its bytes
  const drawnOperators = drawnBytes(
    streams.map((s) => ({ ...s, size: s.textOperators })),
    names,
  )
  return textOperators + drawnOperators > maxTextOperators ? 'bomb' : 'ok'
}

/** What one stream decodes to through its filters (and, opening like zlib, inflated whatever they say). */
async function measureStream(stream: FoundStream, left: number) {
  const decoded = await decode(stream, stream.filters!, left)
  let size = decoded.length
  if (!FLATE.has(stream.filters![0] ?? '') && isZlibHeader(stream.rest)) {
    size += (await inflate(stream.rest, Math.max(left - size, 0))).length
  }
  return { decoded, size }
}
