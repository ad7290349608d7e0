// The product's day: a posting's deadline, the daily limit on startup pages, the dashboard's days and the
// dates in file names all run from midnight to midnight in one time zone, whatever zone the server, the
// database or a browser runs in. Students are in India, so India unless a deployment names another
// (PRODUCT_TIME_ZONE).
import { wallTimeOf } from './zoned-time.ts'

export const DEFAULT_PRODUCT_TIME_ZONE = 'Asia/Kolkata'

const DAY_SECONDS = 24 * 60 * 60
const two = (n: number) => String(n).padStart(2, '0')

/** Whether the runtime knows this IANA time zone (e.g. Asia/Kolkata). */
export function isTimeZone(value: string): boolean {
  try {
    wallTimeOf(new Date(0), value)
    return true
  } catch {
    return false
  }
}

/** The date at `now` in the product's time zone, YYYY-MM-DD. */
export function productDate(now: Date = new Date(), timeZone = DEFAULT_PRODUCT_TIME_ZONE): string {
  const { year, month, day } = wallTimeOf(now, timeZone)
  return `${year}-${two(month)}-${two(day)}`
}

/**
 * Whole seconds from `now` until the next product day begins (at least 1). Read off the wall clock, so on the
 * day a zone changes its clocks the answer is off by the change: it only says when to try again.
 */
export function secondsUntilNextProductDay(
  now: Date = new Date(),
  timeZone = DEFAULT_PRODUCT_TIME_ZONE,
): number {
  const { hour, minute, second } = wallTimeOf(now, timeZone)
  const elapsed = hour * 3600 + minute * 60 + second
  return Math.max(1, DAY_SECONDS - elapsed)
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (DAY_SECONDS * 1000))
}
