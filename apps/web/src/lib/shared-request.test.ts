// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSharedRequest } from './shared-request'

describe('createSharedRequest', () => {
  afterEach(() => vi.restoreAllMocks())

  it('fetches once for every component that uses it and shares the result', async () => {
    const fetcher = vi.fn(() => Promise.resolve(41))
    const request = createSharedRequest('the answer', fetcher)
    const first = renderHook(() => request.useSharedRequest())
    const second = renderHook(() => request.useSharedRequest())
    expect(first.result.current.status).toBe('pending')

    await waitFor(() => expect(first.result.current).toEqual({ status: 'success', data: 41 }))
    expect(second.result.current).toEqual({ status: 'success', data: 41 })
    renderHook(() => request.useSharedRequest())
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('reports a failure as an error state and only warns on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const request = createSharedRequest('the count', () => Promise.reject(new Error('offline')))
    const { result } = renderHook(() => request.useSharedRequest())
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(warn).toHaveBeenCalledWith('Could not load the count', expect.any(Error))
  })

  it('fetches again after reset', async () => {
    const fetcher = vi.fn(() => Promise.resolve('x'))
    const request = createSharedRequest('x', fetcher)
    await act(async () => request.load())
    request.reset()
    await act(async () => request.load())
    expect(fetcher).toHaveBeenCalledTimes(2)
  })
})
