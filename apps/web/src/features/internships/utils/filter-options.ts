import { plural } from '@coldstart/contract'
import type { InternshipSort } from '@coldstart/contract'

/** "Pays at least" steps, ₹ a month. */
export const STIPEND_OPTIONS = [5_000, 10_000, 20_000, 30_000, 50_000] as const
/** "At most" steps, months. */
export const DURATION_OPTIONS = [1, 2, 3, 6] as const

export const SORT_LABELS: Record<InternshipSort, string> = {
  deadline: 'Deadline soonest',
  newest: 'Newest',
  'best-match': 'Best match',
}

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})

export const stipendOptionLabel = (amount: number) => `${RUPEES.format(amount)}+ / month`
export const durationOptionLabel = (months: number) => `Up to ${plural(months, 'month')}`
