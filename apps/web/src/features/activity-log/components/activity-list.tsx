import type { ActivityEntry } from '@coldstart/contract'
import { ActivityItem } from './activity-item'

type ActivityListProps = { entries: ActivityEntry[]; label: string; emptyText?: string }

/** Activity rows, newest first, as a labelled list. */
export function ActivityList({ entries, label, emptyText = 'No activity yet' }: ActivityListProps) {
  if (entries.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>
  return (
    <ul aria-label={label} className="divide-y">
      {entries.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} />
      ))}
    </ul>
  )
}
