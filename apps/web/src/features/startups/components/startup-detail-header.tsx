import type { StartupDetail } from '@coldstart/contract'
import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { HiringBadge } from './hiring-badge'
import { LinkedinIcon } from './linkedin-icon'
import { CompanyLogo } from '@/components/ui/company-logo'
import { StartupStatusBadge } from './startup-status-badge'
import { StartupTags } from './startup-tags'
import { XIcon } from './x-icon'

/** Logo, name, badges, description, tags, and links to the company's LinkedIn, X and website. */
export function StartupDetailHeader({ startup, actions }: { startup: StartupDetail; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-xs sm:flex-row sm:items-start">
      <CompanyLogo src={startup.logoUrl} className="size-16 rounded-2xl" />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{startup.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            {startup.isHiring && <HiringBadge />}
            <StartupStatusBadge status={startup.status} />
          </div>
        </div>
        {startup.description && (
          <p className="max-w-2xl leading-relaxed text-muted-foreground">{startup.description}</p>
        )}
        <StartupTags tags={startup.tags} />
      </div>
      {(actions || startup.website || startup.linkedinUrl || startup.twitterUrl) && (
        <div className="flex flex-wrap items-center gap-2 self-start">
          {actions}
          {startup.linkedinUrl && (
            <ProfileLink href={startup.linkedinUrl} label={`${startup.name} on LinkedIn`}>
              <LinkedinIcon />
            </ProfileLink>
          )}
          {startup.twitterUrl && (
            <ProfileLink href={startup.twitterUrl} label={`${startup.name} on X (Twitter)`}>
              <XIcon />
            </ProfileLink>
          )}
          {startup.website && (
            <Button variant="outline" asChild>
              <a href={startup.website} target="_blank" rel="noopener noreferrer">
                Visit website
                <ExternalLink aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          )}
        </div>
      )}
    </header>
  )
}

/** The company's page elsewhere, as an icon button named for what it opens. */
function ProfileLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Button variant="outline" size="icon" asChild>
      <a href={href} target="_blank" rel="noopener noreferrer" title={label}>
        {children}
        <span className="sr-only">{label} (opens in a new tab)</span>
      </a>
    </Button>
  )
}
