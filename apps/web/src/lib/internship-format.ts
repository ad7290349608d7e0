import { plural } from '@coldstart/contract'
import type { AdminInternship } from '@coldstart/contract'

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})
const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' })

/** "₹20,000 – ₹30,000 / month", "₹25,000 / month", "Unpaid" (0) or "Not disclosed". */
export function formatStipend({
  stipendMin: min,
  stipendMax: max,
}: Pick<AdminInternship, 'stipendMin' | 'stipendMax'>) {
  if (min === null || max === null) return 'Not disclosed'
  if (max === 0) return 'Unpaid'
  if (min === max) return `${RUPEES.format(min)} / month`
  return `${RUPEES.format(min)} – ${RUPEES.format(max)} / month`
}

export function formatDuration(months: number | null) {
  if (months === null) return 'Not specified'
  return plural(months, 'month')
}

/** "20 Dec 2026"; the deadline is a calendar date, read in UTC so no time zone shifts it a day. */
export function formatDeadline(deadline: string | null) {
  return deadline ? DATE.format(new Date(`${deadline}T00:00:00Z`)) : 'No deadline'
}

/** "Bengaluru · Remote", "Remote", "Pune" or "Not specified". */
export function formatPlace({ location, remote }: Pick<AdminInternship, 'location' | 'remote'>) {
  return [location, remote ? 'Remote' : null].filter(Boolean).join(' · ') || 'Not specified'
}
