import { plural } from '@coldstart/contract'

const DAY_MS = 86_400_000

/** Whole days between an instant and now (0 within the last 24 hours). */
export function daysSince(iso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / DAY_MS))
}

/** "today", "yesterday", "3 days ago": how the outreach pages say when an email went out. */
export function daysAgo(iso: string, now = Date.now()): string {
  const days = daysSince(iso, now)
  if (days === 0) return 'today'
  if (days === 1) return 'yesterday'
  return `${plural(days, 'day')} ago`
}
