import type { OutreachSend } from '@coldstart/contract'
import { Reply } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { mailtoHref } from '@/lib/mail-links'
import { followsUpInComposer } from '../utils/follow-up-way'

type FollowUpActionProps = {
  send: OutreachSend
  /** opens the composer on this contact (the app wires it) */
  onFollowUp?: (send: OutreachSend) => void
  /** the mail link was followed: that is the follow-up, as a send from the composer's mail link is */
  onMailed: () => void
}

const followUpSubject = (subject: string | null) =>
  subject ? (/^re:/i.test(subject) ? subject : `Re: ${subject}`) : 'Following up'

/**
 * Follow up in the composer when it can write to them (a listed team member, an open posting); otherwise
 * (the contact is gone from the directory) a plain mail link replying to the same subject.
 */
export function FollowUpAction({ send, onFollowUp, onMailed }: FollowUpActionProps) {
  const label = (
    <>
      <Reply aria-hidden="true" />
      Follow up
      <span className="sr-only"> with {send.contactName ?? send.contactEmail}</span>
    </>
  )
  if (onFollowUp && followsUpInComposer(send)) {
    return (
      <Button size="sm" onClick={() => onFollowUp(send)}>
        {label}
      </Button>
    )
  }
  return (
    <Button size="sm" asChild>
      <a
        href={mailtoHref({ to: [send.contactEmail], subject: followUpSubject(send.subject), body: '' })}
        onClick={onMailed}
      >
        {label}
      </a>
    </Button>
  )
}
