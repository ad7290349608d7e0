import { daysAgo } from '@/lib/days-ago'

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

/** "3 days ago", with the date itself as a machine-readable time and on hover. */
export function SendWhen({ sentAt }: { sentAt: string }) {
  const date = dateFormat.format(new Date(sentAt))
  return (
    <time dateTime={sentAt} title={date}>
      {daysAgo(sentAt)}
    </time>
  )
}
