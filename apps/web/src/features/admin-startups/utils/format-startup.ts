import { pluralWord } from '@coldstart/contract'
import { formatNumber } from '@/lib/format-number'

/** "round • amount", whichever exists, else "Not disclosed". */
export function formatFunding(round: string | null, amount: string | null) {
  const parts = [round, amount].filter(Boolean)
  return parts.length ? parts.join(' • ') : 'Not disclosed'
}

/** Sector, Location, Team Size: "Not specified" when empty. */
export const orNotSpecified = (value: string | null) => value || 'Not specified'

/** "verified" → "Verified". */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The list's count: the server counts up to 10,001, so more reads "10,000+". */
export function formatTotal(total: number, cap = 10_000) {
  const count = total > cap ? formatNumber(cap, true) : formatNumber(total)
  return `${count} ${pluralWord(total, 'startup')}`
}
