import type { ActivityKind } from '@coldstart/contract'
import { OptionsSelect } from '@/components/ui/options-select'

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
    <OptionsSelect
      aria-label="Filter by kind"
      className="h-10 sm:w-56"
      value={value || ALL}
      onChange={(next: string) => onChange(next === ALL ? '' : next)}
      options={OPTIONS}
    />
  )
}
