// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadWithRetry } from './lazy-with-retry'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

/** A loader that fails `failures` times, then gives `value`. */
function flaky<T>(failures: number, value: T) {
  let calls = 0
  return vi.fn(() =>
    ++calls <= failures ? Promise.reject(new TypeError(`failed #${calls}`)) : Promise.resolve(value),
  )
}

describe('loadWithRetry', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('gives what loaded the first time', async () => {
    const load = flaky(0, 'module')
    await expect(loadWithRetry(load)).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('offline, waits for the browser to be back online, however long, then loads again', async () => {
    setOnline(false)
    const load = flaky(1, 'module')
    const result = loadWithRetry(load)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(load).toHaveBeenCalledTimes(1)

    setOnline(true)
    await expect(result).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('online, tries again after a short wait', async () => {
    setOnline(true)
    const load = flaky(2, 'module')
    const result = loadWithRetry(load)
    await vi.advanceTimersByTimeAsync(999)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(result).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('gives up after the last attempt and throws its error', async () => {
    setOnline(true)
    const load = flaky(10, 'module')
    const result = loadWithRetry(load, 3)
    const settled = expect(result).rejects.toThrow('failed #3')
    await vi.advanceTimersByTimeAsync(10_000)
    await settled
    expect(load).toHaveBeenCalledTimes(3)
  })
})
