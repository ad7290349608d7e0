import { INTERNSHIP_NOT_FOUND, type InternshipDetail as InternshipDetailData } from '@coldstart/contract'
import { ArrowLeft, Briefcase } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useAppPaths } from '@/hooks/use-app-paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { ApiError } from '@/lib/api-client'
import { useInternship } from '../api/get-internship'
import { BackToInternships } from './back-to-internships'
import { InternshipApplyActions } from './internship-apply-actions'
import { InternshipDetailHeader } from './internship-detail-header'
import { InternshipDetailSkeleton } from './internship-detail-skeleton'
import { InternshipFactsCard } from './internship-facts-card'
import { MessagePanel } from '@/components/feedback/message-panel'

type InternshipDetailProps = {
  id: string
  /** "Email to apply": the app opens its composer for the apply address */
  onEmailApply?: (internship: InternshipDetailData) => void
  /** top right of the header (a Save button), given the loaded internship */
  actions?: (internship: InternshipDetailData) => ReactNode
}

/** A 404 (closed, expired, unknown) or an id that cannot exist (400) is "gone"; anything else a failure. */
function isGone(error: Error | null) {
  return error instanceof ApiError && (error.status === 404 || error.status === 400)
}

/** One open internship: what the work is, the facts, and how to apply. */
export function InternshipDetail({ id, onEmailApply, actions }: InternshipDetailProps) {
  const { data: internship, error, isPending, refetch } = useInternship(id)
  const appPaths = useAppPaths()
  const boardHref = appPaths.internships
  useDocumentTitle(
    internship
      ? `${internship.title} at ${internship.company}`
      : error
        ? 'Internship not found'
        : 'Internship',
  )

  if (isPending)
    return (
      <div className="space-y-6">
        <BackToInternships href={boardHref} />
        <p role="status" className="sr-only">
          Loading internship
        </p>
        <InternshipDetailSkeleton />
      </div>
    )

  if (!internship)
    return isGone(error) ? (
      <MessagePanel
        icon={<Briefcase aria-hidden="true" />}
        title="Internship not found"
        headingLevel={1}
        description={INTERNSHIP_NOT_FOUND}
      >
        <Button variant="outline" asChild>
          <Link to={boardHref}>
            <ArrowLeft aria-hidden="true" />
            Browse open internships
          </Link>
        </Button>
      </MessagePanel>
    ) : (
      <MessagePanel
        icon={<Briefcase aria-hidden="true" />}
        title="Internship could not be loaded"
        headingLevel={1}
        description="Something went wrong on our side or with the connection."
      >
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </MessagePanel>
    )

  const startupHref = internship.startupId ? appPaths.startup(internship.startupId) : null
  return (
    <div className="space-y-6">
      <BackToInternships href={boardHref} />
      <InternshipDetailHeader
        internship={internship}
        startupHref={startupHref}
        actions={actions?.(internship)}
        apply={
          <InternshipApplyActions
            internship={internship}
            onEmailApply={onEmailApply && (() => onEmailApply(internship))}
            teamHref={startupHref}
          />
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section
          aria-labelledby="internship-about"
          className="rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6"
        >
          <h2 id="internship-about" className="font-semibold">
            About the internship
          </h2>
          <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-muted-foreground">
            {internship.description ??
              'The company has not written a description yet. Apply or write to them to ask.'}
          </p>
          {internship.applyEmail && (
            <p className="mt-4 text-sm text-muted-foreground">
              Applications by email go to{' '}
              <span className="font-medium break-all text-foreground">{internship.applyEmail}</span>.
            </p>
          )}
        </section>
        <InternshipFactsCard internship={internship} startupHref={startupHref} />
      </div>
    </div>
  )
}
