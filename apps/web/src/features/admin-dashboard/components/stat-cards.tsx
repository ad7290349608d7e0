import type { AdminDashboardResponse } from '@coldstart/contract'
import { Briefcase, Building2, Mail, Users, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format-number'

type Counts = AdminDashboardResponse['counts']

const CARDS: { key: keyof Counts; label: string; icon: LucideIcon; href?: string }[] = [
  { key: 'users', label: 'Users', icon: Users },
  {
    key: 'activeInternships',
    // counted by the board's rule (active, deadline not passed): the same number the board shows as open
    label: 'Open internships',
    icon: Briefcase,
    href: paths.admin.internships.getHref(),
  },
  { key: 'startups', label: 'Startups', icon: Building2, href: paths.admin.startups.getHref() },
  { key: 'activeTemplates', label: 'Active templates', icon: Mail, href: paths.admin.emails.getHref() },
]

/** The four counts; each one that has a page links to it. */
export function StatCards({ counts }: { counts: Counts }) {
  return (
    <ul aria-label="Platform counts" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, href }) => {
        const body = (
          <>
            <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>{label}</span>
              <Icon className="size-4" aria-hidden="true" />
            </div>
            <p className="mt-auto pt-2 text-3xl font-semibold tracking-tight tabular-nums">
              {formatNumber(counts[key])}
            </p>
          </>
        )
        // h-full and the number at the bottom: a label that wraps on a phone makes one card taller, and its
        // row partner grows with it, numbers in line
        const frame = 'flex h-full flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-xs'
        return (
          <li key={key}>
            {href ? (
              <Link
                to={href}
                className={`${frame} transition-colors outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50`}
              >
                {body}
              </Link>
            ) : (
              <div className={frame}>{body}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
