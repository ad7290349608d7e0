import { describe, expect, it, vi } from 'vitest'
import { TtlCache } from './ttl-cache.ts'

const value = (n: number) => ({ n })

describe('TtlCache', () => {
  it('returns what was loaded until it expires', async () => {
    let now = 5000 // lru-cache treats a start time of 0 as "no ttl"
    const cache = new TtlCache<{ n: number }>({ max: 10, ttlMs: 1000, now: () => now })
    const load = vi.fn(async () => value(1))
    expect(await cache.getOrLoad('a', load)).toEqual(value(1))
    now = 5999
    expect(await cache.getOrLoad('a', load)).toEqual(value(1))
    expect(load).toHaveBeenCalledTimes(1)
    now = 6001
    expect(cache.get('a')).toBeUndefined()
  })

  it('evicts the least recently used entry past its size', async () => {
    const cache = new TtlCache<{ n: number }>({ max: 2, ttlMs: 1000 })
    await cache.getOrLoad('a', async () => value(1))
    await cache.getOrLoad('b', async () => value(2))
    cache.get('a')
    await cache.getOrLoad('c', async () => value(3))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toEqual(value(1))
  })

  it('evicts by bytes too: a few large values cannot take any amount of memory', async () => {
    const big = (n: number) => ({ n, text: 'x'.repeat(400) })
    const cache = new TtlCache<{ n: number; text?: string }>({ max: 100, ttlMs: 60_000, maxBytes: 1000 })
    await cache.getOrLoad('a', async () => big(1))
    await cache.getOrLoad('b', async () => big(2))
    await cache.getOrLoad('c', async () => big(3))
    expect(cache.size).toBe(2)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBeLessThanOrEqual(1000)
    // larger than the whole budget: answered, not stored
    const huge = { n: 4, text: 'x'.repeat(2000) }
    expect(await cache.getOrLoad('d', async () => huge)).toBe(huge)
    expect(cache.get('d')).toBeUndefined()
    expect(cache.get('c')).toEqual(big(3))
  })

  it('does not store a load that an invalidation overtook (a reader racing a writer)', async () => {
    const cache = new TtlCache<{ n: number }>({ max: 10, ttlMs: 60_000 })
    let finish!: (v: { n: number }) => void
    const pending = cache.getOrLoad('a', () => new Promise((resolve) => (finish = resolve)))
    cache.invalidate()
    finish(value(1))
    expect(await pending).toEqual(value(1))
    expect(cache.size).toBe(0)
  })

  it('stores nothing while paused and forgets everything on pause and resume', async () => {
    const cache = new TtlCache<{ n: number }>({ max: 10, ttlMs: 60_000 })
    await cache.getOrLoad('a', async () => value(1))
    cache.pause(true)
    expect(cache.size).toBe(0)
    await cache.getOrLoad('a', async () => value(2))
    expect(cache.size).toBe(0)
    cache.pause(false)
    await cache.getOrLoad('a', async () => value(3))
    expect(cache.get('a')).toEqual(value(3))
  })
})
