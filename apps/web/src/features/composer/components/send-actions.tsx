import { Copy, Download, ExternalLink, Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { copyText } from '@/lib/copy-text'
import {
  MAILTO_MAX_LENGTH,
  emlFile,
  gmailComposeHref,
  mailtoHref,
  type OutgoingEmail,
} from '@/lib/mail-links'

type SendActionsProps = { email: OutgoingEmail; disabled: boolean; fileName: string }

function download(email: OutgoingEmail, fileName: string) {
  const url = URL.createObjectURL(new Blob([emlFile(email)], { type: 'message/rfc822' }))
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * Send opens the mail app through mailto (SPEC §7). Past ~2,000 characters mail clients cut or refuse the
 * link, so a long email is offered as Copy, Gmail's compose page, or a .eml draft instead.
 */
export function SendActions({ email, disabled, fileName }: SendActionsProps) {
  const href = mailtoHref(email)
  if (disabled) {
    return (
      <Button disabled>
        <Send aria-hidden="true" />
        Send
      </Button>
    )
  }
  if (href.length <= MAILTO_MAX_LENGTH) {
    return (
      <Button asChild>
        <a href={href}>
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
        <Button
          variant="outline"
          onClick={() => void copyText(`Subject: ${email.subject}\n\n${email.body}`, 'Email copied')}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button variant="outline" asChild>
          <a href={gmailComposeHref(email)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Open in Gmail
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button onClick={() => download(email, fileName)}>
          <Download aria-hidden="true" />
          Download .eml
        </Button>
      </div>
    </div>
  )
}
