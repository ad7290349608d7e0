// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

type Report = (list: { getEntries: () => PerformanceEntry[] }) => void
let report: Report | undefined

// A browser that reports largest paints: each report hands the observer the painted element.
class FakePerformanceObserver {
  static supportedEntryTypes = ['largest-contentful-paint']
  constructor(callback: Report) {
    report = callback
  }
  observe() {}
  disconnect() {}
}

function paint(element: Element) {
  act(() => report!({ getEntries: () => [{ element } as unknown as PerformanceEntry] }))
}

// The hook keeps whether the content painted for the page's life, so each test loads a fresh copy.
async function loadHook() {
  vi.resetModules()
  return (await import('./use-content-painted')).useContentPainted
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 1))
  document.body.innerHTML = `<main id="main"><h1>Startups</h1><section aria-busy="true"></section></main>`
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  report = undefined
})

it('waits for the list the heading sits above: nothing shows while the content is still loading', async () => {
  const useContentPainted = await loadHook()
  const { result } = renderHook(() => useContentPainted())
  paint(document.querySelector('h1')!)
  await act(() => vi.advanceTimersByTimeAsync(500))
  expect(result.current).toBe(false)

  document.querySelector('section')!.setAttribute('aria-busy', 'false')
  await act(() => vi.advanceTimersByTimeAsync(10))
  expect(result.current).toBe(true)
})

it('shows once content painted with nothing loading, and after 4 s on a page that never settles', async () => {
  document.querySelector('section')!.removeAttribute('aria-busy')
  const useSettled = await loadHook()
  const settled = renderHook(() => useSettled())
  paint(document.querySelector('h1')!)
  await act(() => vi.advanceTimersByTimeAsync(10))
  expect(settled.result.current).toBe(true)

  document.querySelector('section')!.setAttribute('aria-busy', 'true')
  const useStuck = await loadHook()
  const stuck = renderHook(() => useStuck())
  paint(document.querySelector('h1')!)
  await act(() => vi.advanceTimersByTimeAsync(3_900))
  expect(stuck.result.current).toBe(false)
  await act(() => vi.advanceTimersByTimeAsync(200))
  expect(stuck.result.current).toBe(true)
})
