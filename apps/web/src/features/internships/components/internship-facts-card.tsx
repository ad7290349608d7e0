import type { InternshipDetail } from '@coldstart/contract'
import { Info } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDeadline, formatDuration, formatPlace, formatStipend } from '@/lib/internship-format'

type InternshipFactsCardProps = { internship: InternshipDetail; startupHref: string | null }

/** The posting at a glance: company (its startup page when linked), where, pay, length, deadline. */
export function InternshipFactsCard({ internship, startupHref }: InternshipFactsCardProps) {
  const headingId = useId()
  const facts: [string, ReactNode][] = [
    [
      'Company',
      startupHref ? (
        <Link to={startupHref} className="text-primary underline-offset-4 hover:underline">
          {internship.company}
        </Link>
      ) : (
        internship.company
      ),
    ],
    ...(internship.startup?.sector ? [['Sector', internship.startup.sector] as [string, ReactNode]] : []),
    ['Location', formatPlace(internship)],
    ['Stipend', formatStipend(internship)],
    ['Duration', formatDuration(internship.durationMonths)],
    ['Apply by', internship.deadline ? formatDeadline(internship.deadline) : 'Open until filled'],
  ]
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <Info className="size-4 text-muted-foreground" aria-hidden="true" />
        Details
      </h2>
      <dl className="mt-4 divide-y">
        {facts.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-3 text-sm last:pb-0">
            <dt className="shrink-0 text-muted-foreground">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
