import { act, renderHook } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { useStartupFilters } from './use-startup-filters'
import { ALL_SECTORS } from '../utils/all-sectors'
import { STORAGE_KEYS } from '@/config/storage-keys'

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.startupFilters) ?? 'null')

afterEach(() => localStorage.clear())

describe('useStartupFilters', () => {
  it('starts from the defaults when nothing is stored: no search, Latest, All Sectors', () => {
    const { result } = renderHook(() => useStartupFilters(), { wrapper: MemoryRouter })
    expect(result.current.filters).toEqual({ query: '', sort: 'latest', sector: ALL_SECTORS })
  })

  it('writes every change to localStorage under the startup-filters key', () => {
    const { result } = renderHook(() => useStartupFilters(), { wrapper: MemoryRouter })
    act(() => result.current.setQuery('payments'))
    act(() => result.current.setSort('a-z'))
    act(() => result.current.setSector('Fintech'))
    expect(result.current.filters).toEqual({ query: 'payments', sort: 'a-z', sector: 'Fintech' })
    expect(stored()).toMatchObject({ query: 'payments', sort: 'a-z', sector: 'Fintech' })
  })

  it('restores the stored filters on the next visit', () => {
    const first = renderHook(() => useStartupFilters(), { wrapper: MemoryRouter })
    act(() => first.result.current.setQuery('climate'))
    act(() => first.result.current.setSort('z-a'))
    act(() => first.result.current.setSector('Climate'))
    first.unmount()

    const { result } = renderHook(() => useStartupFilters(), { wrapper: MemoryRouter })
    expect(result.current.filters).toEqual({ query: 'climate', sort: 'z-a', sector: 'Climate' })
  })

  it('keeps the saved scroll position when a filter changes', () => {
    localStorage.setItem(STORAGE_KEYS.startupFilters, JSON.stringify({ scrollY: 1840 }))
    const { result } = renderHook(() => useStartupFilters(), { wrapper: MemoryRouter })
    act(() => result.current.setSort('oldest'))
    expect(stored()).toMatchObject({ sort: 'oldest', scrollY: 1840 })
  })

  it('ignores what it cannot use: bad JSON, an unknown sort, wrong types', () => {
    localStorage.setItem(STORAGE_KEYS.startupFilters, '{not json')
    expect(renderHook(() => useStartupFilters(), { wrapper: MemoryRouter }).result.current.filters.sort).toBe(
      'latest',
    )

    localStorage.setItem(
      STORAGE_KEYS.startupFilters,
      JSON.stringify({ query: 42, sort: 'popular', sector: 'Edtech', scrollY: 'far' }),
    )
    const { result } = renderHook(() => useStartupFilters(), { wrapper: MemoryRouter })
    // The one good field survives the bad ones.
    expect(result.current.filters).toEqual({ query: '', sort: 'latest', sector: 'Edtech' })
  })

  it('falls back to the defaults for stored values of the wrong shape, and caps a stored search', () => {
    for (const value of ['null', '[]', '7', '"latest"']) {
      localStorage.setItem(STORAGE_KEYS.startupFilters, value)
      expect(renderHook(() => useStartupFilters(), { wrapper: MemoryRouter }).result.current.filters).toEqual(
        {
          query: '',
          sort: 'latest',
          sector: ALL_SECTORS,
        },
      )
    }
    localStorage.setItem(
      STORAGE_KEYS.startupFilters,
      JSON.stringify({ query: 'y'.repeat(500), sort: 'a-z', sector: '   ', scrollY: -40 }),
    )
    const { result } = renderHook(() => useStartupFilters(), { wrapper: MemoryRouter })
    expect(result.current.filters).toEqual({ query: 'y'.repeat(200), sort: 'a-z', sector: ALL_SECTORS })
    act(() => result.current.setSort('z-a'))
    // a negative scroll position is not kept
    expect(stored()).toMatchObject({ scrollY: 0 })
  })

  it('treats an empty sector as All Sectors and caps the search length', () => {
    const { result } = renderHook(() => useStartupFilters(), { wrapper: MemoryRouter })
    act(() => result.current.setSector(''))
    act(() => result.current.setQuery('x'.repeat(500)))
    expect(result.current.filters.sector).toBe(ALL_SECTORS)
    expect(result.current.filters.query).toHaveLength(200)
  })

  it('still works when storage refuses to write', () => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError')
    }
    try {
      const { result } = renderHook(() => useStartupFilters(), { wrapper: MemoryRouter })
      act(() => result.current.setQuery('ai'))
      expect(result.current.filters.query).toBe('ai')
    } finally {
      Storage.prototype.setItem = setItem
    }
  })

  it('reads a shared link over the stored copy, and puts the stored copy into a bare URL', () => {
    localStorage.setItem(STORAGE_KEYS.startupFilters, JSON.stringify({ query: 'old', sector: 'Edtech' }))
    const linked = renderHook(() => useStartupFilters(), {
      wrapper: ({ children }) => (
        <MemoryRouter initialEntries={['/app/startups?q=bangalore&sector=Fintech&sort=a-z']}>
          {children}
        </MemoryRouter>
      ),
    })
    expect(linked.result.current.filters).toEqual({ query: 'bangalore', sort: 'a-z', sector: 'Fintech' })
    linked.unmount()

    let search = ''
    const Probe = () => {
      search = useLocation().search
      return null
    }
    const bare = renderHook(() => useStartupFilters(), {
      wrapper: ({ children }) => (
        <MemoryRouter initialEntries={['/app/startups']}>
          {children}
          <Probe />
        </MemoryRouter>
      ),
    })
    expect(bare.result.current.filters).toEqual({ query: 'bangalore', sort: 'a-z', sector: 'Fintech' })
    expect(new URLSearchParams(search).get('sector')).toBe('Fintech')
    act(() => bare.result.current.setSector(''))
    expect(new URLSearchParams(search).has('sector')).toBe(false)
    expect(bare.result.current.filters.sector).toBe(ALL_SECTORS)
  })
})
