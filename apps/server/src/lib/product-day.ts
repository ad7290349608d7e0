import { DEFAULT_PRODUCT_TIME_ZONE, productDate, secondsUntilNextProductDay } from '@coldstart/contract'

// One product day for the whole process (a deployment has one, PRODUCT_TIME_ZONE): the app sets it at start
// from its config, and every path that cuts a date into days asks here, by the server's one clock.
let timeZone = DEFAULT_PRODUCT_TIME_ZONE

export function setProductTimeZone(zone: string) {
  timeZone = zone
}

/** The IANA zone the product's days run in, for SQL that groups timestamps by day. */
export function productTimeZone(): string {
  return timeZone
}

/** Today's date in the product's time zone, YYYY-MM-DD. */
export function productToday(now: Date = new Date()): string {
  return productDate(now, timeZone)
}

/** Whole seconds from `now` until the next product day begins (at least 1). */
export function secondsUntilProductTomorrow(now: Date = new Date()): number {
  return secondsUntilNextProductDay(now, timeZone)
}
