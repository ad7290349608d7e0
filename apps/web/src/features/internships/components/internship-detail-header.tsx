import type { InternshipDetail } from '@coldstart/contract'
import type { ReactNode } from 'react'
import { CompanyLogo } from '@/components/ui/company-logo'
import { CompanyName } from './company-name'
import { DeadlineText } from './deadline-text'
import { InternshipFactsRow } from './internship-facts-row'

type InternshipDetailHeaderProps = {
  internship: InternshipDetail
  /** the startup's page, when the posting is linked to one */
  startupHref: string | null
  /** top right (a Save button) */
  actions?: ReactNode
  /** the ways to apply, under the facts */
  apply: ReactNode
}

export function InternshipDetailHeader({
  internship,
  startupHref,
  actions,
  apply,
}: InternshipDetailHeaderProps) {
  return (
    <header className="space-y-5 rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6">
      <div className="flex items-start gap-4">
        <CompanyLogo src={internship.startup?.logoUrl} className="size-14 rounded-2xl sm:size-16" />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-xl font-semibold tracking-tight break-words sm:text-3xl">{internship.title}</h1>
          <p className="text-muted-foreground">
            <CompanyName
              company={internship.company}
              href={startupHref}
              className="font-medium text-foreground"
            />
            {internship.startup?.sector && <span> · {internship.startup.sector}</span>}
          </p>
        </div>
        {actions && <div className="flex shrink-0 items-center">{actions}</div>}
      </div>
      <InternshipFactsRow internship={internship} />
      <div className="flex flex-col gap-4 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
        <DeadlineText deadline={internship.deadline} />
        {apply}
      </div>
    </header>
  )
}
