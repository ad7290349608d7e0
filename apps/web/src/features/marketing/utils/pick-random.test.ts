// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pickRandom } from './pick-random'

describe('pickRandom', () => {
  const items = Array.from({ length: 20 }, (_, i) => i)

  it('picks at most `count` distinct items from the input', () => {
    for (let run = 0; run < 50; run++) {
      const picked = pickRandom(items, 6)
      expect(picked).toHaveLength(6)
      expect(new Set(picked).size).toBe(6)
      expect(picked.every((item) => items.includes(item))).toBe(true)
    }
  })

  it('returns everything when there are fewer items than asked for, and nothing for none', () => {
    expect(pickRandom([1, 2, 3], 6).sort()).toEqual([1, 2, 3])
    expect(pickRandom([], 6)).toEqual([])
    expect(pickRandom(items, 0)).toEqual([])
  })

  it('does not change the input and varies with the random source', () => {
    const copy = [...items]
    const low = pickRandom(items, 3, () => 0)
    const high = pickRandom(items, 3, () => 0.999)
    expect(items).toEqual(copy)
    expect(low).toEqual([0, 1, 2])
    expect(high[0]).toBe(19)
    expect(new Set(high).size).toBe(3)
  })
})
