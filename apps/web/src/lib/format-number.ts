import { formatCount } from '@coldstart/contract'

/** "1,204" with the reader's locale thousands separators; "+" appended when `atLeast`. */
export function formatNumber(count: number, atLeast = false): string {
  const digits = formatCount(count)
  return atLeast ? `${digits}+` : digits
}
