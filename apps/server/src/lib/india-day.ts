import { todayInIndia } from '@coldstart/contract'

// Students are in India: the product's day (a posting's deadline, the daily limit on startup pages) runs from
// midnight to midnight there, whatever time zone the server or the database runs in. One clock (the server's)
// for every path that asks. India keeps no daylight saving: its offset is always +05:30.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 24 * 60 * 60_000

// The date itself is the contract's, so the admin's forms cut days by the same clock.
export { todayInIndia }

/** Whole seconds from `now` until the next midnight in India (at least 1). */
export function secondsUntilIndiaMidnight(now: Date = new Date()): number {
  const local = now.getTime() + IST_OFFSET_MS
  const nextMidnight = (Math.floor(local / DAY_MS) + 1) * DAY_MS
  return Math.max(1, Math.ceil((nextMidnight - local) / 1000))
}
