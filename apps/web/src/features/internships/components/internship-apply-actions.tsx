import type { InternshipDetail } from '@coldstart/contract'
import { ExternalLink, Mail, UsersRound } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

type InternshipApplyActionsProps = {
  internship: Pick<InternshipDetail, 'applyUrl' | 'applyEmail' | 'company'>
  /** opens the composer for the apply address */
  onEmailApply?: () => void
  /** the startup's page, whose team members can be written to one by one; null when it has none here */
  teamHref: string | null
}

/**
 * Apply on the company's page (new tab) and/or write to the apply address with the composer, or to the
 * startup's team from its page.
 */
export function InternshipApplyActions({ internship, onEmailApply, teamHref }: InternshipApplyActionsProps) {
  const { applyUrl, applyEmail } = internship
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {teamHref && (
        <Button variant="outline" asChild>
          <Link to={teamHref}>
            <UsersRound aria-hidden="true" />
            Write to the team
            <span className="sr-only"> at {internship.company}</span>
          </Link>
        </Button>
      )}
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
