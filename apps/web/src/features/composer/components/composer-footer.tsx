import type { OutreachChannel, OutreachLogChannel } from '@coldstart/contract'
import { ArrowLeft } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { OutgoingEmail } from '@/lib/mail-links'
import type { Sender } from '../api/get-sender'
import type { MailLinkUndoState } from '../hooks/use-mail-link-undo'
import { emlFileName } from '../utils/people'
import { SendActions } from './send-actions'
import type { SendConfirmation } from './send-confirm'
import { SentStatus } from './sent-status'
import { UnfilledWarning } from './unfilled-warning'

type ComposerFooterProps = {
  /** a template is chosen (step 2) */
  composing: boolean
  streaming: boolean
  unfilled: string[]
  /** the last send action in this step, if any */
  sent: OutreachLogChannel | null
  /** when the mailbox send queued in this step goes out, in words */
  queuedNote: string | null
  /** this step's mail link send, to take back (once taken back `sent` is null again) */
  undo: MailLinkUndoState | null
  onUndo: () => void
  sender: Sender | null
  onMailboxSend: (at: Date | null) => void
  queuing: boolean
  /** one at a time: the next person's first name */
  next: string | null
  onNext: () => void
  onDone: () => void
  onBack: () => void
  email: OutgoingEmail
  company: string
  disabled: boolean
  onSend: (channel: OutreachChannel) => void
  confirmations: SendConfirmation[]
}

/** Under the email: what is left unfilled, what the last send did, Back and the ways to send. */
export function ComposerFooter(props: ComposerFooterProps) {
  const { composing, streaming, sent, undo } = props
  return (
    <div className="space-y-3">
      <UnfilledWarning names={props.unfilled} />
      {(sent || undo?.phase === 'undone') && (
        <SentStatus
          channel={sent ?? 'mailto'}
          note={props.queuedNote}
          undo={undo}
          onUndo={props.onUndo}
          next={props.next}
          onNext={props.onNext}
          onDone={props.onDone}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-end">
        {composing && (
          <Button variant="ghost" onClick={props.onBack} className="sm:mr-auto">
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        )}
        <div className={composing && !streaming ? 'w-full sm:w-auto' : 'sm:ml-auto'}>
          <SendActions
            disabled={props.disabled}
            email={props.email}
            fileName={emlFileName(props.company)}
            onSend={props.onSend}
            confirmations={props.confirmations}
            sent={sent !== null}
            sender={props.sender}
            onMailboxSend={props.onMailboxSend}
            queuing={props.queuing}
          />
        </div>
      </div>
    </div>
  )
}
