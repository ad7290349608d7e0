import { type StartupCard as StartupCardData } from '@coldstart/contract'
import { Banknote, MapPin, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { MatchReasons } from '@/components/match-profile-hint'
import { HiringBadge } from './hiring-badge'
import { CompanyLogo } from '@/components/ui/company-logo'
import { StartupTags } from './startup-tags'
import { TAGS_PER_CARD } from '@/config/cards'

type StartupCardProps = {
  startup: StartupCardData
  href: string
  /** buttons the app puts in the card's corner (e.g. save); they sit above the card-wide link */
  actions?: ReactNode
  /** with the Best match sort: why it matches ("Matches React", "Bengaluru", "Seed") */
  matchReasons?: string[]
}

/** One directory card. The name is the link; it stretches over the card so all of it is clickable. */
export function StartupCard({ startup, href, actions, matchReasons }: StartupCardProps) {
  return (
    <article className="group relative flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md has-[a:focus-visible]:border-ring has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50">
      <div className="flex items-start gap-3">
        <CompanyLogo src={startup.logoUrl} />
        <div className="min-w-0 flex-1 pt-0.5">
          {/* The badge wraps under a long name instead of squeezing it; words never break mid-word (the page
              lets typed text break anywhere), a name too long for the card is clipped with its whole text on
              hover. */}
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 className="line-clamp-2 max-w-full leading-snug font-semibold wrap-normal">
              <Link
                to={href}
                title={startup.name}
                className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-primary"
              >
                {startup.name}
              </Link>
            </h2>
            {startup.isHiring && <HiringBadge />}
          </div>
          {startup.location && (
            <p className="mt-1 flex items-center gap-1 truncate text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">Location: </span>
              {startup.location}
            </p>
          )}
        </div>
        {actions && <div className="relative z-10 -mt-1 -mr-2 shrink-0">{actions}</div>}
      </div>

      <MatchReasons reasons={matchReasons} />

      {/* Three lines at least and at most: cards in a row line up and the grid's height stays predictable. */}
      <p className="line-clamp-3 min-h-[3lh] text-sm leading-5 text-muted-foreground">
        {startup.description ?? 'No description available'}
      </p>

      <div className="mt-auto space-y-3">
        {(startup.teamSize || startup.fundingAmount) && (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {startup.teamSize && (
              <Fact icon={<Users aria-hidden="true" />} label="Team size">
                {startup.teamSize}
              </Fact>
            )}
            {startup.fundingAmount && (
              <Fact icon={<Banknote aria-hidden="true" />} label="Funding">
                {startup.fundingAmount}
              </Fact>
            )}
          </dl>
        )}
        <StartupTags tags={startup.tags.slice(0, TAGS_PER_CARD)} />
      </div>
    </article>
  )
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-1.5 font-medium [&>svg]:size-3.5 [&>svg]:text-muted-foreground">
        {icon}
        {children}
      </dd>
    </div>
  )
}
