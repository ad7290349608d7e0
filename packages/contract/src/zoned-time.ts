// Wall-clock times in a named zone (the student's mailbox zone), from Intl alone: the sending hours, the
// day a daily limit counts, and the composer's quick picks are all read in that zone and stored in UTC.

export interface WallTime {
  year: number
  /** 1-12 */
  month: number
  day: number
  hour: number
  minute: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(timeZone: string) {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    })
    formatters.set(timeZone, f)
  }
  return f
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** The wall clock in `timeZone` at `at`, with the weekday (0 Sunday). */
export function wallTimeOf(at: Date, timeZone: string): WallTime & { second: number; weekday: number } {
  const parts: Record<string, string> = {}
  for (const p of formatterFor(timeZone).formatToParts(at)) parts[p.type] = p.value
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  }
}

/** How far `timeZone` is ahead of UTC at `at`, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  const w = wallTimeOf(at, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(at.getTime() / 1000) * 1000
}

/** The instant the wall clock in `timeZone` shows `wall` (day overflow rolls over, as Date.UTC does). */
export function fromWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  let at = asUtc - offsetAt(new Date(asUtc), timeZone)
  // once more: the offset where the answer lies can differ across a daylight-saving change
  at = asUtc - offsetAt(new Date(at), timeZone)
  return new Date(at)
}

/** Midnight that starts the day `at` falls in, in `timeZone`. */
export function startOfDay(at: Date, timeZone: string): Date {
  const w = wallTimeOf(at, timeZone)
  return fromWallTime({ ...w, hour: 0, minute: 0 }, timeZone)
}

/** `hour:minute` on the day `days` after the one `at` falls in. */
export function atHourOn(at: Date, timeZone: string, days: number, hour: number, minute = 0): Date {
  const w = wallTimeOf(at, timeZone)
  return fromWallTime({ year: w.year, month: w.month, day: w.day + days, hour, minute }, timeZone)
}

/** The composer's quick picks: tomorrow at 9:30 and next Monday at 10:00, in the student's zone. */
export function quickPicks(now: Date, timeZone: string): { tomorrow: Date; nextMonday: Date } {
  const { weekday } = wallTimeOf(now, timeZone)
  const toMonday = (8 - weekday) % 7 || 7
  return { tomorrow: atHourOn(now, timeZone, 1, 9, 30), nextMonday: atHourOn(now, timeZone, toMonday, 10) }
}

/** "2026-11-27T14:05" for a datetime-local field showing `at` in `timeZone`. */
export function toWallInput(at: Date, timeZone: string): string {
  const w = wallTimeOf(at, timeZone)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`
}

/** A datetime-local field's value read in `timeZone`; null when it is not a date and time. */
export function fromWallInput(value: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!m) return null
  const [, year, month, day, hour, minute] = m.map(Number) as [number, ...number[]]
  return fromWallTime({ year: year!, month: month!, day: day!, hour: hour!, minute: minute! }, timeZone)
}
