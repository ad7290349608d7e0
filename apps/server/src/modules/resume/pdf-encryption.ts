import { createCipheriv, createDecipheriv, createHash } from 'node:crypto'

// A PDF encrypted with an empty user password opens without asking, and pdf.js decrypts each stream before it
// inflates it: to the stream budget its data is ciphertext. So the standard security handler is read here far
// enough to decrypt with the empty password, as pdf.js would: RC4 and AES-128 (revisions 2-4) and AES-256
// (revisions 5 and 6). A file whose empty password does not open it is left to pdf.js, which refuses it.

/** Decrypts one stream's data, given the object that holds it. */
export type StreamDecryptor = (objectNumber: number, generation: number, data: Uint8Array) => Uint8Array

type PdfValue =
  | { kind: 'name'; value: string }
  | { kind: 'string'; bytes: Buffer }
  | { kind: 'number'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'other' }

const WHITESPACE = new Set([...' \t\r\n\f\0'])
const DELIMITER = new Set([...'()<>[]{}/%'])
/** Nesting past this is no encryption dictionary a writer makes. */
const MAX_DEPTH = 8

/** A small reader of PDF objects, enough for an encryption dictionary and a trailer's /ID. */
function reader(text: string, start: number) {
  let at = start
  const skipSpace = () => {
    while (at < text.length) {
      if (WHITESPACE.has(text[at]!)) at++
      else if (text[at] === '%') while (at < text.length && text[at] !== '\n' && text[at] !== '\r') at++
      else break
    }
  }
  const word = () => {
    const from = at
    while (at < text.length && !WHITESPACE.has(text[at]!) && !DELIMITER.has(text[at]!)) at++
    return text.slice(from, at)
  }
  function literal(): Buffer {
    const out: number[] = []
    let depth = 1
    at++
    while (at < text.length) {
      const c = text[at++]!
      if (c === '(') depth++
      else if (c === ')' && --depth === 0) break
      if (c !== '\\') {
        out.push(c.charCodeAt(0))
        continue
      }
      const next = text[at++] ?? ''
      const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 }
      if (next in escapes) out.push(escapes[next]!)
      else if (next >= '0' && next <= '7') {
        let octal = next
        while (octal.length < 3 && text[at]! >= '0' && text[at]! <= '7') octal += text[at++]
        out.push(parseInt(octal, 8) & 0xff)
      } else if (next === '\r') {
        if (text[at] === '\n') at++
      } else if (next !== '\n') out.push(next.charCodeAt(0))
    }
    return Buffer.from(out)
  }
  function hex(): Buffer {
    const end = text.indexOf('>', at)
    const digits = text.slice(at + 1, end < 0 ? text.length : end).replace(/[^\dA-Fa-f]/g, '')
    at = end < 0 ? text.length : end + 1
    return Buffer.from(digits.length % 2 ? digits + '0' : digits, 'hex')
  }
  function value(depth: number): PdfValue {
    skipSpace()
    const c = text[at]
    if (c === undefined || depth > MAX_DEPTH) return { kind: 'other' }
    if (c === '/') {
      at++
      return { kind: 'name', value: word() }
    }
    if (c === '(') return { kind: 'string', bytes: literal() }
    if (c === '<' && text[at + 1] === '<') return dict(depth)
    if (c === '<') return { kind: 'string', bytes: hex() }
    if (c === '[') {
      at++
      for (skipSpace(); at < text.length && text[at] !== ']'; skipSpace()) value(depth + 1)
      at++
      return { kind: 'other' }
    }
    const token = word()
    if (!token) {
      at++
      return { kind: 'other' }
    }
    if (token === 'true' || token === 'false') return { kind: 'bool', value: token === 'true' }
    const number = Number(token)
    return Number.isFinite(number) ? { kind: 'number', value: number } : { kind: 'other' }
  }
  function dict(depth: number): PdfValue {
    const entries = new Map<string, PdfValue>()
    at += 2
    for (skipSpace(); at < text.length && !text.startsWith('>>', at); skipSpace()) {
      const key = value(depth + 1)
      if (key.kind !== 'name') continue
      entries.set(key.value, value(depth + 1))
    }
    at += 2
    return { kind: 'dict', entries }
  }
  return { value: () => value(0) }
}

/** The 32 bytes an empty (or short) password is padded with. */
export const PASSWORD_PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
)

export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Uint8Array.from({ length: 256 }, (_, i) => i)
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255
    const t = s[i]!
    s[i] = s[j]!
    s[j] = t
  }
  const out = new Uint8Array(data.length)
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 255
    j = (j + s[i]!) & 255
    const t = s[i]!
    s[i] = s[j]!
    s[j] = t
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!
  }
  return out
}

const hash = (algorithm: string, ...parts: Uint8Array[]) => {
  const h = createHash(algorithm)
  for (const part of parts) h.update(part)
  return h.digest()
}

/** AES-CBC without padding checks (pdf.js drops a bad pad rather than fail); the IV leads the data. */
function aesCbc(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Buffer {
  const whole = data.subarray(0, data.length - (data.length % 16))
  const decipher = createDecipheriv(`aes-${key.length * 8}-cbc`, key, iv)
  decipher.setAutoPadding(false)
  return Buffer.concat([decipher.update(whole), decipher.final()])
}

const aesStream = (key: Uint8Array, data: Uint8Array) =>
  data.length < 32 ? new Uint8Array(0) : aesCbc(key, data.subarray(0, 16), data.subarray(16))

/** The AES-256 key hash for the empty password: revision 5 is one SHA-256, revision 6 iterates (ISO 32000-2). */
export function aes256Hash(revision: number, salt: Uint8Array): Buffer {
  let k = hash('sha256', salt)
  if (revision < 6) return k
  for (let round = 0; ; round++) {
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false)
    const e = Buffer.concat([cipher.update(Buffer.concat(Array<Buffer>(64).fill(k))), cipher.final()])
    let sum = 0
    for (let i = 0; i < 16; i++) sum += e[i]!
    k = hash(['sha256', 'sha384', 'sha512'][sum % 3]!, e)
    if (round >= 63 && e[e.length - 1]! <= round - 31) return k.subarray(0, 32)
  }
}

interface Handler {
  revision: number
  owner: Buffer
  user: Buffer
  userKey: Buffer | null
  permissions: number
  encryptMetadata: boolean
}

function readHandler(entries: Map<string, PdfValue>): Handler | null {
  const get = (key: string) => entries.get(key)
  const filter = get('Filter')
  const revision = get('R')
  const owner = get('O')
  const user = get('U')
  const permissions = get('P')
  if (filter?.kind !== 'name' || filter.value !== 'Standard') return null
  if (revision?.kind !== 'number' || owner?.kind !== 'string' || user?.kind !== 'string') return null
  const userKey = get('UE')
  const metadata = get('EncryptMetadata')
  return {
    revision: revision.value,
    owner: owner.bytes,
    user: user.bytes,
    userKey: userKey?.kind === 'string' ? userKey.bytes : null,
    permissions: permissions?.kind === 'number' ? permissions.value : 0,
    encryptMetadata: !(metadata?.kind === 'bool' && !metadata.value),
  }
}

/** Revisions 2-4: the file key for the empty password, of each length the user entry confirms. */
function rc4FileKeys(handler: Handler, id: Buffer): Buffer[] {
  const permissions = Buffer.alloc(4)
  permissions.writeInt32LE(handler.permissions | 0)
  const noMetadata = handler.revision >= 4 && !handler.encryptMetadata ? [Buffer.alloc(4, 0xff)] : []
  const seed = hash('md5', PASSWORD_PADDING, handler.owner.subarray(0, 32), permissions, id, ...noMetadata)
  const keys: Buffer[] = []
  // /Length (40 to 128 bits) is not trusted: every length is tried, and the user entry says which is right
  for (let n = 5; n <= 16; n++) {
    if (handler.revision === 2 && n > 5) break
    let key = seed.subarray(0, n)
    if (handler.revision >= 3) for (let i = 0; i < 50; i++) key = hash('md5', key).subarray(0, n)
    if (userEntryMatches(handler, key, id)) keys.push(key)
  }
  return keys
}

function userEntryMatches(handler: Handler, key: Buffer, id: Buffer): boolean {
  if (handler.revision === 2)
    return Buffer.from(rc4(key, PASSWORD_PADDING)).equals(handler.user.subarray(0, 32))
  let check = rc4(key, hash('md5', PASSWORD_PADDING, id))
  for (let i = 1; i <= 19; i++)
    check = rc4(
      key.map((byte) => byte ^ i),
      check,
    )
  return Buffer.from(check).equals(handler.user.subarray(0, 16))
}

/** Revisions 5 and 6: the file key (AES-256) unwrapped with the empty password, if it opens the file. */
function aes256FileKey(handler: Handler): Buffer | null {
  const { user, userKey, revision } = handler
  if (user.length < 48 || !userKey || userKey.length < 32) return null
  if (!aes256Hash(revision, user.subarray(32, 40)).equals(user.subarray(0, 32))) return null
  return aesCbc(aes256Hash(revision, user.subarray(40, 48)), Buffer.alloc(16), userKey.subarray(0, 32))
}

function objectKey(fileKey: Buffer, objectNumber: number, generation: number, aes: boolean): Buffer {
  const object = Buffer.from([
    objectNumber & 0xff,
    (objectNumber >> 8) & 0xff,
    (objectNumber >> 16) & 0xff,
    generation & 0xff,
    (generation >> 8) & 0xff,
  ])
  const salt = aes ? [Buffer.from('sAlT')] : []
  return hash('md5', fileKey, object, ...salt).subarray(0, Math.min(fileKey.length + 5, 16))
}

function decryptorsFor(handler: Handler, id: Buffer): StreamDecryptor[] {
  if (handler.revision >= 5) {
    const key = aes256FileKey(handler)
    return key ? [(_number, _generation, data) => aesStream(key, data)] : []
  }
  // Which cipher revision 4 uses sits in its crypt filters; both are tried, and the larger result counts.
  return rc4FileKeys(handler, id).flatMap((key): StreamDecryptor[] => [
    (n, g, data) => rc4(objectKey(key, n, g, false), data),
    ...(handler.revision >= 4
      ? [(n: number, g: number, data: Uint8Array) => aesStream(objectKey(key, n, g, true), data)]
      : []),
  ])
}

/** At most this many /Encrypt and /ID pairs are tried: a file names one of each, updates repeat them. */
const MAX_CANDIDATES = 8

/**
 * The ways pdf.js may decrypt this file's streams with the empty password: none for a file that is not
 * encrypted (or that the empty password does not open); 'unreadable' when it names an encryption dictionary
 * this cannot read.
 */
export function emptyPasswordDecryptors(
  text: string,
  objectAt: (reference: string) => number | undefined,
): StreamDecryptor[] | 'unreadable' {
  const dicts = new Map<string, Map<string, PdfValue>>()
  for (const match of text.matchAll(/\/Encrypt(?![^\s/[\]<>()%])\s*(?:(\d+\s+\d+)\s+R|(<<))/g)) {
    const key = match[1] ? match[1].replace(/\s+/, ' ') : `direct ${match.index}`
    if (dicts.has(key)) continue
    const at = match[1] ? objectAt(key) : match.index + match[0].length - 2
    if (at === undefined) return 'unreadable'
    const value = reader(text, at).value()
    if (value.kind !== 'dict') return 'unreadable'
    dicts.set(key, value.entries)
  }
  if (dicts.size === 0) return []
  const ids = new Map<string, Buffer>()
  for (const match of text.matchAll(/\/ID\s*\[/g)) {
    const value = reader(text, match.index + match[0].length).value()
    if (value.kind === 'string') ids.set(value.bytes.toString('hex'), value.bytes)
  }
  if (ids.size === 0) ids.set('', Buffer.alloc(0))
  if (dicts.size * ids.size > MAX_CANDIDATES) return 'unreadable'
  const decryptors: StreamDecryptor[] = []
  for (const entries of dicts.values()) {
    const handler = readHandler(entries)
    if (!handler) return 'unreadable'
    for (const id of ids.values()) decryptors.push(...decryptorsFor(handler, id))
  }
  return decryptors
}
