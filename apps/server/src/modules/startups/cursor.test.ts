import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { decodeCursor, encodeCursor } from './cursor.ts'

const id = '0b7f6c1e-7a53-4d4a-9c2b-2f1f6b1d9a10'
const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote', () => {
    const cursor = { tier: 1, key: '2026-11-23 10:00:00.123456+00', id }
    expect(decodeCursor(encodeCursor(cursor), 'latest')).toEqual(cursor)
    expect(decodeCursor(encodeCursor({ tier: 0, key: 'acme labs', id }), 'a-z')).toMatchObject({ tier: 0 })
  })

  it.each([
    ['a tier past int4', [2147483648, 'acme', id]],
    ['a fractional tier', [0.5, 'acme', id]],
    ['a negative tier', [-1, 'acme', id]],
    ['a NUL in the key', [0, 'ac\u0000me', id]],
    ['a lone surrogate in the key', [0, 'ac\uD800me', id]],
    ['a key that is not text', [0, 5, id]],
    ['an id that is not a UUID', [0, 'acme', 'x']],
    ['extra members', [0, 'acme', id, 1]],
    ['an object', { tier: 0, key: 'acme', id }],
  ])('refuses %s with a 400', (_label, value) => {
    expect(() => decodeCursor(forge(value), 'a-z')).toThrowError(/cursor/)
  })

  it.each([
    '2026-02-31 00:00:00+00',
    '2026-13-01 00:00:00+00',
    '2026-01-01 24:00:00+00',
    '0000-01-01 00:00:00',
  ])('refuses the impossible date %s for a date sort', (key) => {
    expect(() => decodeCursor(forge([0, key, id]), 'latest')).toThrowError(/cursor/)
  })
})

describe('GET /api/startups with hostile queries', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true })
  })
  afterAll(() => t.close())

  it.each([
    ['q with a NUL', '?q=%00', 'q'],
    ['sector with a NUL', '?sector=ai%00', 'sector'],
    ['a cursor that is not base64url', '?cursor=a%00b', 'cursor'],
    [
      'a cursor with an impossible date',
      `?sort=latest&cursor=${forge([0, '2026-02-31 00:00:00+00', id])}`,
      'cursor',
    ],
    ['a cursor with tier 2147483648', `?q=acme&cursor=${forge([2147483648, 'acme', id])}`, 'cursor'],
    ['a cursor whose key holds a NUL', `?sort=a-z&cursor=${forge([0, 'a\u0000', id])}`, 'cursor'],
  ])('answers %s with a 400 naming the field', async (_label, query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/startups${query}` })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ statusCode: 400, field })
  })
})
