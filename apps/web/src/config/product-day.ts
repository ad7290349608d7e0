import { DEFAULT_PRODUCT_TIME_ZONE, isTimeZone, productDate } from '@coldstart/contract'

// The product's day runs in the server's PRODUCT_TIME_ZONE (India by default); the build reads the same line
// of the root .env (vite.config.ts), so a deadline's "last day" here is the day the server closes it on.
const configured = import.meta.env.PRODUCT_TIME_ZONE?.trim()

export const productTimeZone = configured && isTimeZone(configured) ? configured : DEFAULT_PRODUCT_TIME_ZONE

/** Today's date in the product's time zone, YYYY-MM-DD, whatever zone the browser is in. */
export function productToday(now: Date = new Date()): string {
  return productDate(now, productTimeZone)
}
