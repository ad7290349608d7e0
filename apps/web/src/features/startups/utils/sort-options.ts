import type { StartupSort } from '@coldstart/contract'

/** The sort dropdown's labels, in the order shown. */
export const SORT_LABELS: Record<StartupSort, string> = {
  latest: 'Latest',
  oldest: 'Oldest',
  'a-z': 'A to Z',
  'z-a': 'Z to A',
  'best-match': 'Best match',
}
