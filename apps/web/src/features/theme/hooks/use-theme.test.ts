// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The store reads storage when its module loads, so each test imports a fresh copy.
async function loadStore() {
  vi.resetModules()
  return import('./use-theme')
}

describe('useTheme', () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.classList.remove('dark')
  })

  it('defaults to light when nothing is stored', async () => {
    const { useTheme } = await loadStore()
    expect(useTheme.getState().theme).toBe('light')
  })

  it('reads a stored dark theme', async () => {
    localStorage.setItem('theme', 'dark')
    const { useTheme } = await loadStore()
    expect(useTheme.getState().theme).toBe('dark')
  })

  it('ignores an invalid stored value', async () => {
    localStorage.setItem('theme', 'purple')
    const { useTheme } = await loadStore()
    expect(useTheme.getState().theme).toBe('light')
  })

  it('toggles, writes storage and sets the dark class on <html>', async () => {
    const { useTheme } = await loadStore()
    useTheme.getState().toggleTheme()
    expect(useTheme.getState().theme).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)

    useTheme.getState().toggleTheme()
    expect(useTheme.getState().theme).toBe('light')
    expect(localStorage.getItem('theme')).toBe('light')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
  })
})
