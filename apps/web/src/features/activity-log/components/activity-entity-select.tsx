import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

const ALL = 'all'
const OPTIONS: [string, string][] = [
  [ALL, 'All activity'],
  ['user', 'Sign-ups'],
  ['session', 'Sign-ins and sessions'],
  ['admin', 'Admin roles'],
  ['startup', 'Startups'],
  ['template', 'Email templates'],
  ['internship', 'Internships'],
  ['import', 'Imports'],
]

type ActivityEntitySelectProps = { value: string; onChange: (entity: string) => void }

/** Which kind of activity to show; '' is all of it. */
export function ActivityEntitySelect({ value, onChange }: ActivityEntitySelectProps) {
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
