import { describe, expect, it } from 'vitest'
import { TtlCache } from './ttl-cache.ts'

describe('TtlCache', () => {
  it('returns what was set until it expires', () => {
    const cache = new TtlCache<number>({ max: 10, ttlMs: 1000 })
    cache.set('a', 1, 0)
    expect(cache.get('a', 999)).toBe(1)
    expect(cache.get('a', 1000)).toBeUndefined()
  })

  it('evicts the least recently used entry past its size', () => {
    const cache = new TtlCache<number>({ max: 2, ttlMs: 1000 })
    cache.set('a', 1, 0)
    cache.set('b', 2, 0)
    cache.get('a', 1)
    cache.set('c', 3, 2)
    expect(cache.get('b', 3)).toBeUndefined()
    expect(cache.get('a', 3)).toBe(1)
    expect(cache.get('c', 3)).toBe(3)
  })

  it('forgets everything on clear', () => {
    const cache = new TtlCache<number>({ max: 2, ttlMs: 1000 })
    cache.set('a', 1)
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
