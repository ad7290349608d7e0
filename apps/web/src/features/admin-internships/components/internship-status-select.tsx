import { INTERNSHIP_STATUSES } from '@coldstart/contract'
import { OptionsSelect } from '@/components/ui/options-select'
import { capitalise } from '../utils/labels'

const ALL = 'all'
const OPTIONS = [
  [ALL, 'All statuses'],
  ...INTERNSHIP_STATUSES.map((s) => [s, capitalise(s)] as const),
] as const

/** The list's status filter; '' is every status. */
export function InternshipStatusSelect({
  value,
  onChange,
}: {
  value: string
  onChange: (status: string) => void
}) {
  return (
    <OptionsSelect
      aria-label="Filter by status"
      className="h-10 sm:w-44"
      value={value || ALL}
      onChange={(next: string) => onChange(next === ALL ? '' : next)}
      options={OPTIONS}
    />
  )
}
