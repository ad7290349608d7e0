import { daysBetween, plural } from '@coldstart/contract'
import { productToday } from '@/config/product-day'
import { formatShortDate } from '@/lib/format-date'

const LONG_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * Whole days from today to the deadline (0 on the day itself). Today is the product's day, the one the
 * server closes postings by, not the browser's.
 */
export function daysUntil(deadline: string, now = new Date()): number {
  return daysBetween(productToday(now), deadline)
}

export type DeadlineInfo = {
  /** "Apply by 12 Dec · 5 days left", "Apply by 12 Dec · last day", "Rolling applications" */
  label: string
  /** three days or fewer: the card shows it in the warning colour */
  urgent: boolean
}

export function describeDeadline(deadline: string | null, now = new Date()): DeadlineInfo {
  if (!deadline) return { label: 'Rolling applications', urgent: false }
  const days = daysUntil(deadline, now)
  const date = new Date(`${deadline}T00:00:00Z`)
  const sameYear = deadline.slice(0, 4) === productToday(now).slice(0, 4)
  const by = `Apply by ${sameYear ? formatShortDate(deadline) : LONG_DATE.format(date)}`
  const left = days <= 0 ? 'last day' : `${plural(days, 'day')} left`
  return { label: `${by} · ${left}`, urgent: days <= 3 }
}
