// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isStartupDetail } from './is-startup-detail'

describe('isStartupDetail', () => {
  it.each(['/app/startups/123', '/dashboard/startups/abc-def', '/app/startups/123/'])(
    'is true on %s',
    (path) => {
      expect(isStartupDetail(path)).toBe(true)
    },
  )

  it.each([
    '/app',
    '/app/startups',
    '/app/startups/',
    '/dashboard/emails',
    '/startups/1',
    '/admin/startups/1',
  ])('is false on %s', (path) => {
    expect(isStartupDetail(path)).toBe(false)
  })
})
