// The product's day: a posting's deadline, the daily limit on startup pages, the dashboard's days and the
// dates in file names all run from midnight to midnight in one time zone, whatever zone the server, the
// database or a browser runs in. Students are in India, so India unless a deployment names another
// (PRODUCT_TIME_ZONE).
export const DEFAULT_PRODUCT_TIME_ZONE = 'Asia/Kolkata'

const DAY_SECONDS = 24 * 60 * 60
const clocks = new Map<string, Intl.DateTimeFormat>()

function clock(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    clocks.set(timeZone, format)
  }
  return format
}

function wallClock(now: Date, timeZone: string) {
  const parts: Record<string, string> = {}
  for (const part of clock(timeZone).formatToParts(now)) parts[part.type] = part.value
  return parts
}

/** Whether the runtime knows this IANA time zone (e.g. Asia/Kolkata). */
export function isTimeZone(value: string): boolean {
  try {
    clock(value)
    return true
  } catch {
    return false
  }
}

/** The date at `now` in the product's time zone, YYYY-MM-DD. */
export function productDate(now: Date = new Date(), timeZone = DEFAULT_PRODUCT_TIME_ZONE): string {
  const { year, month, day } = wallClock(now, timeZone)
  return `${year}-${month}-${day}`
}

/**
 * Whole seconds from `now` until the next product day begins (at least 1). Read off the wall clock, so on the
 * day a zone changes its clocks the answer is off by the change: it only says when to try again.
 */
export function secondsUntilNextProductDay(
  now: Date = new Date(),
  timeZone = DEFAULT_PRODUCT_TIME_ZONE,
): number {
  const { hour, minute, second } = wallClock(now, timeZone)
  const elapsed = Number(hour) * 3600 + Number(minute) * 60 + Number(second)
  return Math.max(1, DAY_SECONDS - elapsed)
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (DAY_SECONDS * 1000))
}
