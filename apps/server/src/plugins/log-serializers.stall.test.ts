import { describe, expect, it } from 'vitest'
import { serializeErrorForLog, serializeRequestForLog } from './error-handler.ts'

// Node accepts a request line of about 16 KB: every request's URL reaches the request serializer, signed in
// or not, so it must cost next to nothing whatever the query holds.
const QUERY_CHARS = 16_000
const fill = (unit: string) => unit.repeat(Math.ceil(QUERY_CHARS / unit.length)).slice(0, QUERY_CHARS)

const worstQueries: Record<string, string> = {
  'a@ runs': fill('a@'),
  'a. runs': fill('a.'),
  'aaaa@aaaa.aaaa runs': fill('aaaa@aaaa.aaaa'),
  '%40 runs': fill('%40'),
  'a%40 runs': fill('a%40'),
  'one long word': fill('a'),
  'dotted local part': `${fill('a.')}@`,
  '-+. runs': fill('-+.'),
  'scrypt$ runs': fill('scrypt$'),
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now()
  const value = run()
  return { value, ms: performance.now() - start }
}

describe('serializeRequestForLog on worst-case queries', () => {
  for (const [name, query] of Object.entries(worstQueries)) {
    it(`serializes a 16,000-character query of ${name} in well under 50 ms, bounded`, () => {
      const url = `/api/startups?q=${query}`
      serializeRequestForLog({ method: 'GET', url }) // warm up the pattern compiler
      const { value, ms } = timed(() => serializeRequestForLog({ method: 'GET', url }))
      expect(ms).toBeLessThan(50)
      expect(value.url.length).toBeLessThan(700)
      expect(value.url).toMatch(/\[\d+ more characters\]$/)
    })
  }

  it('still redacts emails in a long query, and never keeps half of one at the cut', () => {
    const email = 'asha.verma+jobs@mail.example.co.in'
    const url = `/api/startups?q=${email}&x=${'y'.repeat(200)}&to=${'b'.repeat(260)}%40example.com&z=${'c'.repeat(20_000)}`
    const logged = serializeRequestForLog({ method: 'GET', url }).url
    expect(logged.startsWith('/api/startups?q=[email]&x=yyy')).toBe(true)
    expect(logged).not.toContain('@')
    expect(logged).not.toContain('bbbb')
    expect(logged).not.toContain('example')
  })

  it('keeps a short query whole, emails redacted', () => {
    const at = (url: string) => serializeRequestForLog({ method: 'GET', url }).url
    expect(at('/api/startups?q=a%40b.co&page=2')).toBe('/api/startups?q=[email]&page=2')
    expect(at('/api/startups?q=a.b+c@d-e.f.io x@y')).toBe('/api/startups?q=[email] x@y')
  })
})

describe('serializeErrorForLog on worst-case messages', () => {
  for (const [name, text] of Object.entries(worstQueries)) {
    it(`redacts a 16,000-character message of ${name} in well under 50 ms`, () => {
      serializeErrorForLog(new Error(text))
      const { ms } = timed(() => serializeErrorForLog(new Error(text)))
      expect(ms).toBeLessThan(50)
    })
  }

  it('redacts every email and password hash', () => {
    const out = serializeErrorForLog(new Error('a@b.co, c.d+e@f-g.h.io and scrypt$1$2$3 then x@y'))
    expect(out.message).toBe('[email], [email] and [password hash] then x@y')
  })
})
