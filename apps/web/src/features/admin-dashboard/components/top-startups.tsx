import { pluralWord, type AdminDashboardResponse } from '@coldstart/contract'
import { Building2, Eye } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format-number'

type TopStartup = AdminDashboardResponse['topStartups'][number]

function SmallLogo({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed)
    return (
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg border bg-muted text-muted-foreground">
        <Building2 className="size-4" aria-hidden="true" />
      </span>
    )
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      className="size-9 shrink-0 rounded-lg border object-cover"
      onError={() => setFailed(true)}
    />
  )
}

/** The 3 most viewed startups, each linking to its page in the directory. */
export function TopStartups({ startups }: { startups: TopStartup[] }) {
  if (startups.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">No startups yet</p>
  return (
    <ol aria-label="Most viewed startups" className="divide-y">
      {startups.map((startup, index) => (
        <li key={startup.id} className="flex items-center gap-3 py-3">
          <span className="w-4 text-sm font-medium text-muted-foreground tabular-nums">{index + 1}</span>
          <SmallLogo src={startup.logoUrl} />
          <div className="min-w-0 flex-1">
            <Link
              to={paths.app.startup.getHref(startup.id)}
              className="block truncate text-sm font-medium hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {startup.name}
            </Link>
            <p className="truncate text-xs text-muted-foreground">{startup.sector ?? 'Not specified'}</p>
          </div>
          <span className="flex shrink-0 items-center gap-2 text-muted-foreground">
            <Eye className="size-4" aria-hidden="true" />
            <span className="text-right">
              <span className="block text-sm font-medium text-foreground tabular-nums">
                {formatNumber(startup.viewsCount)}
              </span>{' '}
              <span className="block text-xs">{pluralWord(startup.viewsCount, 'view')}, all time</span>
            </span>
          </span>
        </li>
      ))}
    </ol>
  )
}
