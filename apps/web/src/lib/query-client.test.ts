// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { createQueryClient } from './query-client'

describe('createQueryClient', () => {
  afterEach(() => vi.restoreAllMocks())

  it('logs a read that failed for good as a warning naming it, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const client = createQueryClient()
    const failure = new ApiError(404, 'Not here')
    await expect(
      client.fetchQuery({
        queryKey: ['x', 1],
        queryFn: () => Promise.reject(failure),
        meta: { what: 'the x' },
      }),
    ).rejects.toBe(failure)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith('Could not load the x', failure)
  })

  it('names an unlabelled read by its key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await createQueryClient()
      .fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(new ApiError(400, 'bad')) })
      .catch(() => {})
    expect(warn).toHaveBeenCalledWith('Could not load ["y"]', expect.any(ApiError))
  })
})
