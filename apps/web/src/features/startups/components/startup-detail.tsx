import type { StartupDetail as StartupDetailData, StartupEmployee } from '@coldstart/contract'
import { Banknote, Building2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useAppPaths } from '@/hooks/use-app-paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useAfterPaint } from '@/hooks/use-staged-count'
import { ApiError } from '@/lib/api-client'
import { useStartup } from '../api/get-startup'
import { formatFundingDate } from '../utils/format'
import { BackToStartups } from './back-to-startups'
import { StartupDetailHeader } from './startup-detail-header'
import { StartupDetailSkeleton } from './startup-detail-skeleton'
import { StartupFactsCard } from './startup-facts-card'
import { StartupNotFound } from './startup-not-found'
import { TeamMembers } from './team-members'

const NOT_SPECIFIED = 'Not specified'
const GONE_MESSAGE = "The startup you're looking for doesn't exist or has been removed."

/**
 * A 404, or an id that cannot exist (400), means the startup is not there; a 429 (the day's limit on startup
 * pages) says so in the server's words, with when it lifts; anything else is a failure.
 */
function failureMessage(error: Error | null) {
  if (isDailyLimit(error)) return error.message
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400)
  return missing ? GONE_MESSAGE : 'Failed to load startup details'
}

const DAILY_LIMIT_TITLE = 'Daily limit reached'
const isDailyLimit = (error: Error | null): error is ApiError =>
  error instanceof ApiError && error.status === 429

type StartupDetailProps = {
  id: string
  /** Email / Send to all: the app opens its composer for these people */
  onEmail?: (startup: StartupDetailData, members: StartupEmployee[]) => void
  /** the app's buttons for the header (e.g. save): this feature does not know about them */
  headerActions?: (startup: StartupDetailData) => ReactNode
  /** the startup's open internships, between its facts and its team (the app brings the internships) */
  openings?: (startup: StartupDetailData) => ReactNode
}

/** The startup detail page: header, company and funding info, team members. */
export function StartupDetail({ id, onEmail, headerActions, openings }: StartupDetailProps) {
  const { data: startup, error, isPending } = useStartup(id)
  const directoryHref = useAppPaths().startups
  const failureTitle = isDailyLimit(error) ? DAILY_LIMIT_TITLE : 'Startup not found'
  useDocumentTitle(startup?.name ?? (error ? failureTitle : 'Startup details'))
  // The internships and the team (below a phone's first screen) render a frame after the header and the
  // facts: in the same task they held the description, the page's largest paint, behind their render.
  const below = useAfterPaint(Boolean(startup))

  return (
    <div className="space-y-6">
      {/* The failure state has its own, larger way back. */}
      {(isPending || startup) && <BackToStartups href={directoryHref} />}
      {isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading startup details
          </p>
          <StartupDetailSkeleton />
        </>
      ) : !startup ? (
        <StartupNotFound title={failureTitle} message={failureMessage(error)} directoryHref={directoryHref} />
      ) : (
        <>
          <StartupDetailHeader startup={startup} actions={headerActions?.(startup)} />
          <div className="grid gap-6 md:grid-cols-2">
            <StartupFactsCard
              title="Company info"
              icon={<Building2 aria-hidden="true" />}
              facts={[
                { label: 'Sector', value: startup.sector ?? NOT_SPECIFIED },
                { label: 'Location', value: startup.location ?? NOT_SPECIFIED },
                { label: 'Team Size', value: startup.teamSize ?? NOT_SPECIFIED },
              ]}
            />
            <StartupFactsCard
              title="Funding info"
              icon={<Banknote aria-hidden="true" />}
              facts={[
                { label: 'Stage', value: startup.fundingRound ?? 'Not disclosed' },
                { label: 'Amount', value: startup.fundingAmount ?? 'Not disclosed' },
                ...(startup.fundingDate
                  ? [{ label: 'Date', value: formatFundingDate(startup.fundingDate) }]
                  : []),
              ]}
            />
          </div>
          {below && (
            <>
              {openings?.(startup)}
              <TeamMembers
                company={startup.name}
                members={startup.employees}
                contactsHidden={startup.contactsHidden}
                onEmail={onEmail && ((members) => onEmail(startup, members))}
              />
            </>
          )}
        </>
      )}
    </div>
  )
}
