import { type AdminStartupCard as Startup } from '@coldstart/contract'
import { Bookmark, ExternalLink, Eye, Pencil, Trash2, TrendingUp, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatNumber } from '@/lib/format-number'
import { formatFunding, orNotSpecified } from '../utils/format-startup'
import { AdminStartupLogo } from './admin-startup-logo'
import { AdminStatusBadge } from './admin-status-badge'
import { BounceNote } from './bounce-note'
import { pluralWord } from '@coldstart/contract'
import { TAGS_PER_CARD } from '@/config/cards'

type AdminStartupCardProps = {
  startup: Startup
  onEdit: (startup: Startup) => void
  onDelete: (startup: Startup) => void
  deleting: boolean
}

/** One startup's Manage Startups card, with Edit and Delete. */
export function AdminStartupCard({ startup: s, onEdit, onDelete, deleting }: AdminStartupCardProps) {
  const moreTags = s.tags.length - TAGS_PER_CARD
  return (
    <article
      aria-labelledby={`startup-${s.id}`}
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs"
    >
      <header className="flex min-w-0 items-start gap-3">
        <AdminStartupLogo src={s.logoUrl} />
        <div className="min-w-0 flex-1 space-y-1.5">
          <h2 id={`startup-${s.id}`} className="truncate font-semibold" title={s.name}>
            {s.name}
          </h2>
          <div className="flex flex-wrap gap-1.5">
            <AdminStatusBadge status={s.status} />
            {s.isHiring && <Badge variant="success">Hiring</Badge>}
            {s.isTrending && (
              <Badge variant="default">
                <TrendingUp aria-hidden="true" />
                Trending
              </Badge>
            )}
          </div>
        </div>
      </header>

      <p className="line-clamp-2 text-sm text-muted-foreground">
        {s.description || 'No description available'}
      </p>

      {s.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {s.tags.slice(0, TAGS_PER_CARD).map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
          {moreTags > 0 && (
            <li>
              <Badge variant="outline">+{moreTags} more</Badge>
            </li>
          )}
        </ul>
      )}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Sector">{orNotSpecified(s.sector)}</Fact>
        <Fact label="Location">{orNotSpecified(s.location)}</Fact>
        <Fact label="Team Size">{orNotSpecified(s.teamSize)}</Fact>
        <Fact label="Funding">{formatFunding(s.fundingRound, s.fundingAmount)}</Fact>
      </dl>

      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <Stat
          icon={<Eye aria-hidden="true" />}
          label={pluralWord(s.viewsCount, 'View')}
          value={s.viewsCount}
        />
        <Stat
          icon={<Bookmark aria-hidden="true" />}
          label={pluralWord(s.savesCount, 'Save')}
          value={s.savesCount}
        />
        <Stat
          icon={<Users aria-hidden="true" />}
          label={pluralWord(s.employeeCount, 'contact')}
          value={s.employeeCount}
        />
        <BounceNote count={s.bounceCount} />
      </div>

      <footer className="mt-auto flex flex-wrap items-center gap-2 border-t pt-4">
        {s.website && (
          <a
            href={s.website}
            target="_blank"
            rel="noopener noreferrer"
            className="mr-auto inline-flex min-w-0 items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">Website</span>
            <span className="sr-only"> of {s.name} (opens in a new tab)</span>
          </a>
        )}
        <div className="ml-auto flex gap-2">
          <Button variant="outline" size="sm" onClick={() => onDelete(s)} disabled={deleting}>
            <Trash2 aria-hidden="true" />
            Delete
            <span className="sr-only"> {s.name}</span>
          </Button>
          <Button size="sm" onClick={() => onEdit(s)}>
            <Pencil aria-hidden="true" />
            Edit
            <span className="sr-only"> {s.name}</span>
          </Button>
        </div>
      </footer>
    </article>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium">{children}</dd>
    </div>
  )
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 [&>svg]:size-4">
      {icon}
      <span>
        <span className="font-medium text-foreground">{formatNumber(value)}</span> {label}
      </span>
    </span>
  )
}
