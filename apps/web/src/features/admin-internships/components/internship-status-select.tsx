import { INTERNSHIP_STATUSES } from '@coldstart/contract'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { capitalise } from '../utils/labels'

const ALL = 'all'

/** The list's status filter; '' is every status. */
export function InternshipStatusSelect({
  value,
  onChange,
}: {
  value: string
  onChange: (status: string) => void
}) {
  return (
    <Select value={value || ALL} onValueChange={(next) => onChange(next === ALL ? '' : next)}>
      <SelectTrigger aria-label="Filter by status" className="h-10 w-full sm:w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>All statuses</SelectItem>
        {INTERNSHIP_STATUSES.map((s) => (
          <SelectItem key={s} value={s}>
            {capitalise(s)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
