import { daysAgo } from '@/lib/days-ago'
import { formatDate } from '@/lib/format-date'

/** "3 days ago", with the date itself as a machine-readable time and on hover. */
export function WhenAgo({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDate(iso)}>
      {daysAgo(iso)}
    </time>
  )
}
