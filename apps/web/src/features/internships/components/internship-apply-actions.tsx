import type { InternshipDetail } from '@coldstart/contract'
import { ExternalLink, Mail } from 'lucide-react'
import { Button } from '@/components/ui/button'

type InternshipApplyActionsProps = {
  internship: Pick<InternshipDetail, 'applyUrl' | 'applyEmail'>
  /** opens the composer for the apply address */
  onEmailApply?: () => void
}

/** Apply on the company's page (new tab) and/or write to the apply address with the composer. */
export function InternshipApplyActions({ internship, onEmailApply }: InternshipApplyActionsProps) {
  const { applyUrl, applyEmail } = internship
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {applyEmail && (
        <Button variant={applyUrl ? 'outline' : 'default'} onClick={onEmailApply} disabled={!onEmailApply}>
          <Mail aria-hidden="true" />
          Email to apply
        </Button>
      )}
      {applyUrl && (
        <Button asChild>
          <a href={applyUrl} target="_blank" rel="noopener noreferrer">
            Apply
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      )}
    </div>
  )
}
