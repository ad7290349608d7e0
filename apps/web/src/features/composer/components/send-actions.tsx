import type { OutreachChannel } from '@coldstart/contract'
import { Copy, Download, ExternalLink, Send } from 'lucide-react'
import { useState, type MouseEvent } from 'react'
import { Button } from '@/components/ui/button'
import { copyText } from '@/lib/copy-text'
import {
  MAILTO_MAX_LENGTH,
  emlFile,
  gmailComposeHref,
  mailtoHref,
  type OutgoingEmail,
} from '@/lib/mail-links'
import type { Sender } from '../api/get-sender'
import { MailboxSendButtons } from './mailbox-send-buttons'
import { SendConfirm, type SendConfirmation } from './send-confirm'

type SendActionsProps = {
  email: OutgoingEmail
  disabled: boolean
  fileName: string
  /** each use of an action, as it happens (the outreach log) */
  onSend?: (channel: OutreachChannel) => void
  /** asked in turn before sending ("Send again?", claims not confirmed), each once: then it goes ahead */
  confirmations?: SendConfirmation[]
  /** something was sent already: Send steps back so the way on (Next, Done) leads */
  sent?: boolean
  /** the connected mailbox: its Send and Schedule lead, the mail link steps back */
  sender?: Sender | null
  /** queue in the mailbox (null: as soon as its limits allow) */
  onMailboxSend?: (at: Date | null) => void
  /** a mailbox send is on its way to the server */
  queuing?: boolean
}

type Pending = { channel: OutreachChannel } | { mailboxAt: Date | null }

/** Follows a link as a click on it would (the mail app for mailto:, a new tab for Gmail). */
function follow(attributes: Partial<HTMLAnchorElement>) {
  const a = Object.assign(document.createElement('a'), attributes)
  document.body.append(a)
  a.click()
  a.remove()
}

function download(email: OutgoingEmail, fileName: string) {
  const url = URL.createObjectURL(new Blob([emlFile(email)], { type: 'message/rfc822' }))
  follow({ href: url, download: fileName })
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * Send opens the mail app through a mailto link. Copy, Gmail's compose page and a .eml draft are always
 * there too, for a student with no desktop mail app; past ~2,000 characters mail clients cut or refuse a
 * mailto link, so a long email has only those three. With a mailbox connected, "Send from <address>" and
 * Schedule lead and the mail link is one more way.
 */
export function SendActions(props: SendActionsProps) {
  const { email, disabled, fileName, onSend, confirmations = [], sent = false, sender } = props
  const [pending, setPending] = useState<Pending | null>(null)
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set())
  const href = mailtoHref(email)
  const gmail = gmailComposeHref(email)
  const asked = confirmations.find((c) => !acknowledged.has(c.id))

  function perform(channel: OutreachChannel, viaLink: boolean) {
    onSend?.(channel)
    if (channel === 'copy') void copyText(`Subject: ${email.subject}\n\n${email.body}`, 'Email copied')
    if (channel === 'eml') download(email, fileName)
    // a link the student clicked navigates by itself; after the confirm step there was no link click
    if (channel === 'mailto' && !viaLink) follow({ href })
    if (channel === 'gmail' && !viaLink) follow({ href: gmail, target: '_blank', rel: 'noopener noreferrer' })
  }

  function act(channel: OutreachChannel, event?: MouseEvent) {
    if (asked) {
      event?.preventDefault()
      setPending({ channel })
      return
    }
    perform(channel, event !== undefined && (channel === 'mailto' || channel === 'gmail'))
  }

  function queue(at: Date | null) {
    if (asked) setPending({ mailboxAt: at })
    else props.onMailboxSend?.(at)
  }

  function confirm(id: string) {
    const next = new Set(acknowledged).add(id)
    setAcknowledged(next)
    if (pending && !confirmations.some((c) => !next.has(c.id))) {
      setPending(null)
      if ('channel' in pending) perform(pending.channel, false)
      else props.onMailboxSend?.(pending.mailboxAt)
    }
  }

  if (disabled) {
    return (
      <Button disabled>
        <Send aria-hidden="true" />
        Send
      </Button>
    )
  }
  if (pending && asked) {
    return <SendConfirm confirmation={asked} onCancel={() => setPending(null)} onConfirm={confirm} />
  }
  const fits = href.length <= MAILTO_MAX_LENGTH
  const mailboxLeads = Boolean(sender) && !sent
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">
      {sender && !sent && <MailboxSendButtons sender={sender} busy={props.queuing ?? false} onSend={queue} />}
      {!fits && (
        <p className="text-sm text-muted-foreground">
          This email is too long for a mail link (over 2,000 characters), so send it one of these ways:
        </p>
      )}
      <div className="grid grid-cols-3 gap-2 sm:flex sm:justify-end">
        <Button variant="outline" className="px-2 sm:px-4" onClick={() => act('copy')}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button variant="outline" className="px-2 sm:px-4" asChild>
          <a
            href={gmail}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Open in Gmail (opens in a new tab)"
            onClick={(e) => act('gmail', e)}
          >
            <ExternalLink aria-hidden="true" />
            <span>
              <span className="hidden sm:inline">Open in </span>Gmail
            </span>
          </a>
        </Button>
        <Button
          variant={fits || mailboxLeads ? 'outline' : 'default'}
          className="px-2 sm:px-4"
          aria-label="Download .eml"
          onClick={() => act('eml')}
        >
          <Download aria-hidden="true" />
          <span>
            <span className="hidden sm:inline">Download </span>.eml
          </span>
        </Button>
        {fits && (
          <Button
            asChild
            variant={sent || mailboxLeads ? 'outline' : 'default'}
            className="order-first col-span-3 sm:order-none"
          >
            <a href={href} onClick={(e) => act('mailto', e)}>
              <Send aria-hidden="true" />
              {sender ? 'Mail app' : 'Send'}
            </a>
          </Button>
        )}
      </div>
    </div>
  )
}
