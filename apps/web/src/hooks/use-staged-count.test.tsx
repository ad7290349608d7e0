import { render, waitFor } from '@testing-library/react'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useStagedCount } from './use-staged-count'

function List({ total, renders }: { total: number; renders: number[] }) {
  renders.push(useStagedCount(total, 3))
  return null
}

afterEach(() => vi.restoreAllMocks())

describe('useStagedCount', () => {
  it('renders the first items at once, then a step more after each painted frame', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame')
    const renders: number[] = []
    const { rerender } = render(<List total={0} renders={renders} />)
    rerender(<List total={24} renders={renders} />)
    await waitFor(() => expect(renders.at(-1)).toBe(24))
    expect([...new Set(renders)]).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24])
    expect(frames).toHaveBeenCalledTimes(7)
  })

  it('shows a shorter list at once and grows a longer one in the background', async () => {
    const renders: number[] = []
    const { rerender } = render(<List total={24} renders={renders} />)
    await waitFor(() => expect(renders.at(-1)).toBe(24))
    renders.length = 0
    await act(async () => rerender(<List total={2} renders={renders} />))
    expect(renders.at(-1)).toBe(2)
    renders.length = 0
    rerender(<List total={26} renders={renders} />)
    expect(renders[0]).toBeLessThan(26)
    await waitFor(() => expect(renders.at(-1)).toBe(26))
  })

  it('does not wait for frames in a hidden tab (it paints none)', async () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    const frames = vi.spyOn(window, 'requestAnimationFrame')
    const renders: number[] = []
    render(<List total={9} renders={renders} />)
    await waitFor(() => expect(renders.at(-1)).toBe(9))
    expect(frames).not.toHaveBeenCalled()
  })
})
