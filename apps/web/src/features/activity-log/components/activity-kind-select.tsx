import type { ActivityKind } from '@coldstart/contract'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

const ALL = 'all'
const OPTIONS: [ActivityKind | typeof ALL, string][] = [
  [ALL, 'All activity'],
  ['sign-ups', 'Sign-ups'],
  ['sign-ins', 'Sign-ins and sign-outs'],
  ['accounts', 'Passwords and admin roles'],
  ['startups', 'Startups and imports'],
  ['templates', 'Email templates'],
  ['internships', 'Internships'],
]

type ActivityKindSelectProps = { value: string; onChange: (kind: string) => void }

/** Which kind of activity to show; '' is all of it. */
export function ActivityKindSelect({ value, onChange }: ActivityKindSelectProps) {
  return (
    <Select value={value || ALL} onValueChange={(next) => onChange(next === ALL ? '' : next)}>
      <SelectTrigger aria-label="Filter by kind" className="h-10 w-full sm:w-56">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {OPTIONS.map(([key, label]) => (
          <SelectItem key={key} value={key}>
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
