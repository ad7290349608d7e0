import type { OutreachSend } from '@coldstart/contract'
import { DueFollowUps } from './due-follow-ups'
import { FollowUpSettings } from './follow-up-settings'
import { MailboxReplies } from './mailbox-replies'
import { OutreachLog } from './outreach-log'

type FollowUpsPageProps = {
  /** opens the composer for a follow-up to this contact (the app wires it) */
  onFollowUp?: (send: OutreachSend) => void
}

/** The follow-ups page body: replies from the mailbox, the nudges, the wait setting, then the whole log. */
export function FollowUpsPage({ onFollowUp }: FollowUpsPageProps) {
  return (
    <div className="space-y-10">
      <MailboxReplies />
      <DueFollowUps onFollowUp={onFollowUp} />
      <FollowUpSettings />
      <OutreachLog />
    </div>
  )
}
