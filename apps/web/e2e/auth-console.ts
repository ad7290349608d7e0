import { expect } from './fixtures.ts'

/**
 * Chromium logs every refused request as a console error. Where a test provokes one on purpose (a refused
 * reset link, a failed sign-in), it takes exactly those out of the fixture's list, which must then be empty.
 */
export function expectFailedRequest(consoleErrors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`
  const remaining = consoleErrors.filter((e) => !e.includes(expected))
  expect(consoleErrors.length - remaining.length, `a console error for the ${status}`).toBeGreaterThan(0)
  consoleErrors.splice(0, consoleErrors.length, ...remaining)
}
