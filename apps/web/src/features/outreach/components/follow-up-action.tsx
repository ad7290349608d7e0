import type { OutreachSend } from '@coldstart/contract'
import { Reply } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { mailtoHref } from '@/lib/mail-links'

type FollowUpActionProps = {
  send: OutreachSend
  /** opens the composer on this contact (the app wires it) */
  onFollowUp?: (send: OutreachSend) => void
}

const followUpSubject = (subject: string | null) =>
  subject ? (/^re:/i.test(subject) ? subject : `Re: ${subject}`) : 'Following up'

/**
 * Follow up in the composer when the contact is still in the directory; otherwise (an internship's address,
 * a removed employee) a plain mail link replying to the same subject.
 */
export function FollowUpAction({ send, onFollowUp }: FollowUpActionProps) {
  const label = (
    <>
      <Reply aria-hidden="true" />
      Follow up
      <span className="sr-only"> with {send.contactName ?? send.contactEmail}</span>
    </>
  )
  if (onFollowUp && send.startupId && send.employeeId) {
    return (
      <Button size="sm" onClick={() => onFollowUp(send)}>
        {label}
      </Button>
    )
  }
  return (
    <Button size="sm" asChild>
      <a href={mailtoHref({ to: [send.contactEmail], subject: followUpSubject(send.subject), body: '' })}>
        {label}
      </a>
    </Button>
  )
}
