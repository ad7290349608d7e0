import { MAIL_SYNC_MESSAGES, type MailReplyItem } from '@coldstart/contract'
import { Check, MailWarning, MessageSquareReply, X } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { WhenAgo } from '@/components/when-ago'
import { useJudgePossibleReply } from '../api/judge-possible-reply'

/** One email with what the mailbox saw: "Replied" with the snippet, a bounce, or a possible reply to judge. */
export function MailReplyCard({ item }: { item: MailReplyItem }) {
  const judge = useJudgePossibleReply()
  const who = item.contactName ?? item.contactEmail
  return (
    <li className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-medium">
          {who} at {item.company}
        </p>
        {item.status === 'replied' && (
          <Badge variant="success">
            <MessageSquareReply aria-hidden="true" />
            Replied
          </Badge>
        )}
        {item.status === 'bounced' && (
          <Badge variant="danger">
            <MailWarning aria-hidden="true" />
            {MAIL_SYNC_MESSAGES.bounced}
          </Badge>
        )}
      </div>
      <p className="truncate text-sm text-muted-foreground">
        {item.subject ? `“${item.subject}”` : 'No subject'} · {item.contactEmail}
      </p>
      {item.status === 'replied' && item.repliedAt && (
        <Said from={item.replyFrom} snippet={item.replySnippet} at={item.repliedAt} />
      )}
      {item.status === 'bounced' && item.bouncedAt && (
        <p className="text-sm text-muted-foreground">
          The email could not be delivered (<WhenAgo iso={item.bouncedAt} />
          ). No follow-up will go to this address.
        </p>
      )}
      {item.possibleReplyAt && (
        <div className="space-y-2 rounded-lg bg-muted/50 p-3">
          <p className="text-sm font-medium">{MAIL_SYNC_MESSAGES.possibleReply(item.company)}</p>
          <Said from={item.possibleReplyFrom} snippet={item.possibleReplySnippet} at={item.possibleReplyAt} />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={judge.isPending}
              onClick={() => judge.mutate({ id: item.id, judgement: 'confirm' })}
            >
              <Check aria-hidden="true" />
              Confirm
              <span className="sr-only"> as the reply from {item.company}</span>
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={judge.isPending}
              onClick={() => judge.mutate({ id: item.id, judgement: 'dismiss' })}
            >
              <X aria-hidden="true" />
              Not a reply
            </Button>
          </div>
        </div>
      )}
    </li>
  )
}

function Said({ from, snippet, at }: { from: string | null; snippet: string | null; at: string }) {
  return (
    <figure className="space-y-1 text-sm">
      {snippet && <blockquote className="border-l-2 pl-3 text-foreground">{snippet}</blockquote>}
      <figcaption className="text-muted-foreground">
        {from ?? 'Someone'} · <WhenAgo iso={at} />
      </figcaption>
    </figure>
  )
}
