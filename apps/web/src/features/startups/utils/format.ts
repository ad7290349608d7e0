import { pluralWord } from '@coldstart/contract'
import { formatNumber } from '@/lib/format-number'

// Made once, when first needed: a new Intl formatter per call is slow on a phone.
let dates: Intl.DateTimeFormat | undefined

/** "1 startup", "1,204 startups", "1,000+ startups": a count with the right plural. */
export function formatCount(
  count: number,
  singular: string,
  { atLeast = false, plural = `${singular}s` } = {},
) {
  return `${formatNumber(count, atLeast)} ${atLeast ? plural : pluralWord(count, singular, plural)}`
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A funding date such as "2026-06-27" as "Jun 27, 2026" in the reader's locale. Date-only values are read
 * as UTC and shown in UTC so no time zone can move them to the day before; unreadable text is shown as is.
 */
export function formatFundingDate(value: string) {
  const parts = dateOnly.exec(value)
  const date = parts
    ? new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])))
    : new Date(value)
  if (Number.isNaN(date.getTime())) return value
  dates ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })
  return dates.format(date)
}

/** "verified" → "Verified": the status label is the capitalised status. */
export function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
