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

type SendActionsProps = {
  email: OutgoingEmail
  disabled: boolean
  fileName: string
  /** each use of an action, as it happens (the outreach log) */
  onSend?: (channel: OutreachChannel) => void
  /** asked once, before the first send: "You emailed … 3 days ago. Send again?" */
  confirm?: string | null
}

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
 * Send opens the mail app through mailto (SPEC §7). Past ~2,000 characters mail clients cut or refuse the
 * link, so a long email is offered as Copy, Gmail's compose page, or a .eml draft instead. With a repeat
 * warning, the first action asks "Send again?" and, once confirmed, goes ahead itself.
 */
export function SendActions({ email, disabled, fileName, onSend, confirm }: SendActionsProps) {
  const [pending, setPending] = useState<OutreachChannel | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  const href = mailtoHref(email)
  const gmail = gmailComposeHref(email)

  function perform(channel: OutreachChannel, viaLink: boolean) {
    onSend?.(channel)
    if (channel === 'copy') void copyText(`Subject: ${email.subject}\n\n${email.body}`, 'Email copied')
    if (channel === 'eml') download(email, fileName)
    // a link the student clicked navigates by itself; after the confirm step there was no link click
    if (channel === 'mailto' && !viaLink) follow({ href })
    if (channel === 'gmail' && !viaLink) follow({ href: gmail, target: '_blank', rel: 'noopener noreferrer' })
  }

  function act(channel: OutreachChannel, event?: MouseEvent) {
    if (confirm && !confirmed) {
      event?.preventDefault()
      setPending(channel)
      return
    }
    perform(channel, event !== undefined && (channel === 'mailto' || channel === 'gmail'))
  }

  if (disabled) {
    return (
      <Button disabled>
        <Send aria-hidden="true" />
        Send
      </Button>
    )
  }
  if (pending && confirm) {
    return (
      <div
        role="group"
        aria-label="Send again?"
        className="flex w-full flex-col gap-2 rounded-lg bg-warning-soft p-3 text-warning-soft-foreground sm:flex-row sm:items-center"
      >
        <p className="text-sm sm:mr-auto">{confirm}</p>
        <div className="flex gap-2 sm:justify-end">
          <Button variant="ghost" onClick={() => setPending(null)}>
            Cancel
          </Button>
          <Button
            autoFocus
            onClick={() => {
              setConfirmed(true)
              setPending(null)
              perform(pending, false)
            }}
          >
            <Send aria-hidden="true" />
            Send again
          </Button>
        </div>
      </div>
    )
  }
  if (href.length <= MAILTO_MAX_LENGTH) {
    return (
      <Button asChild>
        <a href={href} onClick={(e) => act('mailto', e)}>
          <Send aria-hidden="true" />
          Send
        </a>
      </Button>
    )
  }
  return (
    <div className="flex w-full flex-col gap-2 sm:items-end">
      <p className="text-sm text-muted-foreground">
        This email is too long for a mail link (over 2,000 characters), so send it one of these ways:
      </p>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button variant="outline" onClick={() => act('copy')}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button variant="outline" asChild>
          <a href={gmail} target="_blank" rel="noopener noreferrer" onClick={(e) => act('gmail', e)}>
            <ExternalLink aria-hidden="true" />
            Open in Gmail
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button onClick={() => act('eml')}>
          <Download aria-hidden="true" />
          Download .eml
        </Button>
      </div>
    </div>
  )
}
