import { describe, expect, it } from 'vitest'
import { FORMAT_CHARACTERS_PG, startupNameKey } from './startup-name-key.ts'

describe('startupNameKey', () => {
  it('makes look-alike names one', () => {
    const key = startupNameKey('Ledgerline')
    expect(startupNameKey('Ledger\u200bline')).toBe(key)
    expect(startupNameKey('Ｌｅｄｇｅｒｌｉｎｅ')).toBe(key)
    expect(startupNameKey('\ufeffLEDGER\u2060LINE ')).toBe(key)
    expect(startupNameKey('Ledger\u3000 line')).toBe('ledger line')
    expect(startupNameKey('Ledger line')).not.toBe(key)
  })

  it('strips in SQL exactly the characters JavaScript calls Cf', () => {
    const ranges = [
      ...FORMAT_CHARACTERS_PG.slice(1, -1).matchAll(
        /\\(?:u([\dA-F]{4})|U([\dA-F]{8}))(?:-\\(?:u([\dA-F]{4})|U([\dA-F]{8})))?/g,
      ),
    ]
    const listed = new Set<number>()
    for (const m of ranges) {
      const from = parseInt(m[1] ?? m[2]!, 16)
      const to = (m[3] ?? m[4]) ? parseInt((m[3] ?? m[4])!, 16) : from
      for (let c = from; c <= to; c++) listed.add(c)
    }
    const cf = new Set<number>()
    for (let c = 0; c < 0x110000; c++) if (/\p{Cf}/u.test(String.fromCodePoint(c))) cf.add(c)
    expect([...listed].sort((a, b) => a - b)).toEqual([...cf].sort((a, b) => a - b))
  })
})
