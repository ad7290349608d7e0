import type { ActivityEntry } from '@coldstart/contract'
import { describeActivity, timeAgo } from '../utils/describe-activity'
import { ActivityIcon } from './activity-icon'
import { formatDateTime } from '@/lib/format-date'

/** "Admin Person added startup Tracepoint · 2 hours ago", with the exact time on hover. */
export function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const { who, did, what } = describeActivity(entry)
  const at = new Date(entry.createdAt)
  return (
    <li className="flex items-start gap-3 py-3">
      <ActivityIcon entityType={entry.entityType} actionType={entry.actionType} />
      <div className="min-w-0 flex-1 text-sm">
        {/* anywhere, not break-word: a long unbroken name must not widen the card on a phone */}
        <p className="wrap-anywhere">
          <span className="font-medium">{who}</span> <span className="text-muted-foreground">{did}</span>
          {what && (
            <>
              {' '}
              <span className="font-medium">{what}</span>
            </>
          )}
        </p>
        <time dateTime={entry.createdAt} title={formatDateTime(at)} className="text-xs text-muted-foreground">
          {timeAgo(entry.createdAt)}
        </time>
      </div>
    </li>
  )
}
