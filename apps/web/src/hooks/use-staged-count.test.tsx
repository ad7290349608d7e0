import { render } from '@testing-library/react'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { useStagedCount } from './use-staged-count'

function List({ total, renders }: { total: number; renders: number[] }) {
  renders.push(useStagedCount(total, 3))
  return null
}

describe('useStagedCount', () => {
  it('renders the first items at once and the rest in a following render', async () => {
    const renders: number[] = []
    const { rerender } = render(<List total={0} renders={renders} />)
    await act(async () => rerender(<List total={24} renders={renders} />))
    expect(renders).toEqual([0, 3, 24])

    // a shorter list (a new search) shows at once; a longer one (the next page) grows in the background
    renders.length = 0
    await act(async () => rerender(<List total={2} renders={renders} />))
    expect(renders.at(-1)).toBe(2)
    renders.length = 0
    await act(async () => rerender(<List total={26} renders={renders} />))
    expect(renders[0]).toBeLessThan(26)
    expect(renders.at(-1)).toBe(26)
  })
})
