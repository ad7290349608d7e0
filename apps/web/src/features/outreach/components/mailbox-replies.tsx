import { plural, replyRatePercent } from '@coldstart/contract'
import { formatNumber } from '@/lib/format-number'
import { useId } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { useMailReplies } from '../api/get-mail-replies'
import { MailReplyCard } from './mail-reply-card'

/**
 * What the student's mailbox heard back: their reply rate over emails sent from it, then the newest
 * replies, bounces and possible replies. Nothing shows before an email has gone from the mailbox.
 */
export function MailboxReplies() {
  const headingId = useId()
  const replies = useMailReplies()
  if (replies.isPending) return <Skeleton className="h-20 w-full" />
  // the rest of the page still works without it; the query says what failed in its own toast
  if (replies.isError || replies.data.sent === 0) return null
  const { sent, replied, bounced, items } = replies.data
  const rate = replyRatePercent(replies.data)
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Replies
        </h2>
        <p className="text-sm text-muted-foreground">
          <span className="text-2xl font-semibold text-foreground tabular-nums">{rate}%</span> reply rate:{' '}
          {formatNumber(replied)} of {plural(sent, 'email')} sent from your mailbox
          {bounced > 0 && ` · ${bounced} bounced`}
        </p>
      </div>
      {items.length > 0 && (
        <ul className="grid gap-3">
          {items.map((item) => (
            <MailReplyCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  )
}
