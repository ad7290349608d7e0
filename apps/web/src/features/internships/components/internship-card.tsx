import type { InternshipCard as InternshipCardData } from '@coldstart/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { MatchReasons } from '@/components/match-profile-hint'
import { CompanyLogo } from '@/components/ui/company-logo'
import { CompanyName } from './company-name'
import { DeadlineText } from './deadline-text'
import { InternshipFactsRow } from './internship-facts-row'

type InternshipCardProps = {
  internship: InternshipCardData
  href: string
  /** the linked startup's page, when the posting has one: the company name links there */
  startupHref?: string | null
  /** top right of the card (a Save button): sits above the card's stretched link so it stays clickable */
  actions?: ReactNode
  /** with the Best match sort: why it matches ("Matches React", "Bengaluru", "Seed") */
  matchReasons?: string[]
}

/** One posting on the board. The title is the link; it stretches over the card so all of it is clickable. */
export function InternshipCard({
  internship,
  href,
  startupHref,
  actions,
  matchReasons,
}: InternshipCardProps) {
  return (
    <article className="group relative flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md has-[a:focus-visible]:border-ring has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50">
      <div className="flex items-start gap-3">
        <CompanyLogo src={internship.startup?.logoUrl} />
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 className="line-clamp-2 leading-snug font-semibold break-words">
            <Link
              to={href}
              className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-primary"
            >
              {internship.title}
            </Link>
          </h2>
          <p className="mt-0.5 truncate text-sm text-muted-foreground">
            {/* above the card's stretched link, so it opens the startup rather than the posting */}
            <CompanyName company={internship.company} href={startupHref} className="relative z-10" />
          </p>
        </div>
        {actions && <div className="relative z-10 -mt-1 -mr-1 flex shrink-0 items-center">{actions}</div>}
      </div>

      <MatchReasons reasons={matchReasons} />

      {internship.excerpt && (
        <p className="line-clamp-2 text-sm leading-5 text-muted-foreground">{internship.excerpt}</p>
      )}

      <div className="mt-auto space-y-3">
        <InternshipFactsRow internship={internship} />
        <DeadlineText deadline={internship.deadline} className="border-t pt-3" />
      </div>
    </article>
  )
}
