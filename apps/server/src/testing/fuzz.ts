import fc from 'fast-check'

/**
 * Arbitraries for hostile input: what a careless or malicious client can send. Used by
 * fuzz.test.ts over every route, and by any module test that wants a property-based check of its own:
 *
 *   fc.assert(fc.asyncProperty(hostileString, async (q) => { expect(await search(q)).toBeLessThan(500) }))
 */

/** Strings that broke servers before: NUL (PostgreSQL refuses it), lone surrogates, RTL and zero-width. */
export const nastyStrings: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\uDE00y',
  '\uFEFF',
  '\u202Eevil',
  '\u200B\u200C\u200D',
  '\u2028\u2029',
  'e\u0301'.repeat(200),
  '𝕏🧪👩🏽‍💻',
  'Ω≈ç√∫',
  '',
  ' ',
  '\t\r\n',
  "' OR 1=1 --",
  '"; drop table users; --',
  '\\',
  '%',
  '%%',
  '%ZZ',
  '%E0%A4%A',
  '_%',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '9'.repeat(400),
  '__proto__',
  'constructor',
]

/** 10,000 to 120,000 characters: past every field's limit, under the body limit. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 10_000, max: 120_000 }), fc.constantFrom('x', '\u0000', '\uD800', 'é', '𝕏', '%'))
  .map(([n, c]) => c.repeat(Math.ceil(n / c.length)))

/** Any string at all: lone surrogates and control characters included. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
)

/** A plausible value with something hostile spliced in, so it gets past format checks more often. */
export const spliced = (plausible: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(plausible, fc.constantFrom(...nastyStrings), fc.nat()).map(([base, nasty, at]) => {
    const i = base.length === 0 ? 0 : at % (base.length + 1)
    return base.slice(0, i) + nasty + base.slice(i)
  })

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 3, arbitrary: anyString },
  { weight: 1, arbitrary: hugeString },
)

/** What a JSON field holds when the client gets the type wrong. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308, -0, [], {}, ['a'], [null]),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
)

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, wrongType)

/** Raw bodies that are not valid JSON (or are JSON nobody should send), with their content types. */
export const badRawBody: fc.Arbitrary<{ payload: string | Buffer; contentType: string }> = fc.oneof(
  fc.record({
    payload: fc.constantFrom(
      '{',
      '{"a":',
      '[',
      'nul',
      '"\\u0000"',
      '{"a":"\\ud800"}',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":1e999999}',
      '\uFEFF{}',
      '',
      ' ',
    ),
    contentType: fc.constant('application/json'),
  }),
  fc.record({
    payload: fc.constantFrom('a=1&b=%00', 'hello', '\u0000\u0001\u0002'),
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'application/json; charset=utf-16',
      'application/octet-stream',
      'application/xml',
      '',
      'application/json\u00ff',
    ),
  }),
  fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'application/json' })),
)

/** A well-formed multipart upload carrying a hostile file name, content type and content (or two files). */
export const hostileMultipart: fc.Arbitrary<{ payload: Buffer; contentType: string }> = fc
  .record({
    fileName: fc.oneof(
      fc.constantFrom(
        'cv.pdf',
        'cv.docx',
        '../../etc/passwd',
        'a\u0000.pdf',
        '\uD800.pdf',
        `${'x'.repeat(300)}.pdf`,
      ),
      anyString,
    ),
    type: fc.constantFrom('application/pdf', 'text/plain', 'image/png', 'application/zip', '', 'x/\u00ff'),
    content: fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
      fc.constantFrom(
        Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'),
        Buffer.from('PK\u0003\u0004garbage'),
        Buffer.alloc(4096, 0),
      ),
    ),
    files: fc.integer({ min: 0, max: 2 }),
    field: fc.oneof(
      hostileString.filter((v) => v.length < 2000),
      fc.constant(''),
    ),
  })
  .map(({ fileName, type, content, files, field }) => {
    const boundary = 'fuzzboundary7MA4YWxkTrZu0gW'
    const parts: Buffer[] = [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${field}\r\n`),
    ]
    for (let i = 0; i < files; i += 1) {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${type}\r\n\r\n`
      parts.push(Buffer.from(head), content, Buffer.from('\r\n'))
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`))
    return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
  })

// Header values a client can really send: visible ASCII and Latin-1 (no CR, LF or NUL: HTTP forbids them).
const headerChar = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
  .map((c) => String.fromCharCode(c))
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.array(headerChar, { maxLength: 120 }).map((cs) => cs.join('')),
  fc.constantFrom('%00', 'null', '', ' ', 'x'.repeat(8000)),
)

/** A forged token: alg none, garbage parts, a real-looking but unsigned JWT. */
const forgedJwt = fc.constantFrom(
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAifQ.',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAifQ.x',
  'a.b.c',
  'eyJhbGciOiJFUzI1NiIsImtpZCI6IlxcdTAwMDAifQ.e30.AAAA',
  `${'a'.repeat(3000)}.${'b'.repeat(3000)}.c`,
)

/** Origins a cross-site or broken client sends (kept apart: most requests need the site's own to get far). */
export const hostileOrigin: fc.Arbitrary<string> = fc.oneof(
  headerValue,
  fc.constantFrom('null', 'http://evil.example', 'http://localhost:3000.evil'),
)

/** Odd request headers: broken credentials, cookies, forwarding and content negotiation. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    authorization: fc.oneof(
      headerValue,
      forgedJwt.map((t) => `Bearer ${t}`),
      headerValue.map((v) => `Bearer ${v}`),
      fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', 'bearer  a.b.c'),
    ),
    cookie: fc.oneof(
      headerValue.map((v) => `coldstart_refresh=${v}`),
      fc.constantFrom(
        'coldstart_refresh=',
        'coldstart_refresh=a; coldstart_refresh=b',
        '=;=;',
        'a'.repeat(5000),
      ),
    ),
    'x-forwarded-for': fc.oneof(headerValue, fc.constantFrom('1.2.3.4, 5.6.7.8', '::1', '999.999.1.1')),
    'x-request-id': headerValue,
    accept: fc.oneof(headerValue, fc.constantFrom('*/*', 'text/html', 'application/xml;q=2')),
    'accept-encoding': fc.oneof(headerValue, fc.constantFrom('gzip;q=x', 'br, zstd, *')),
    'accept-language': headerValue,
    'user-agent': headerValue,
    'if-none-match': headerValue,
    range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=9999999999-', 'bytes=a-b'),
  },
  { requiredKeys: [] },
)

/** The keys of a zod object schema (or of the object inside a pipe/optional), [] when there are none. */
export function schemaKeys(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; def?: Record<string, unknown> } | undefined
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape)
    const def = current.def as { in?: unknown; innerType?: unknown; schema?: unknown } | undefined
    current = (def?.in ?? def?.innerType ?? def?.schema) as typeof current
  }
  return []
}

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate becomes its three WTF-8 bytes instead of
 * throwing: what a broken client really puts on the wire (the server must answer 400, not fail).
 */
export function encodeWtf8(value: string): string {
  let out = ''
  for (const ch of value) {
    const code = ch.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    } else {
      out += encodeURIComponent(ch)
    }
  }
  return out
}
