import { DASHBOARD_CHART_DAYS, plural, type ReadLimitHit } from '@coldstart/contract'
import { ShieldAlert } from 'lucide-react'
import { formatDateTime } from '@/lib/format-date'

/**
 * Accounts that hit the daily limit on startup pages: who, when they last did, on how many days and how many
 * pages were refused, so an admin can tell a keen student from a scraper and act.
 */
export function ReadLimitHits({ hits }: { hits: ReadLimitHit[] }) {
  if (hits.length === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        No account has hit the limit in the last {DASHBOARD_CHART_DAYS} days
      </p>
    )
  return (
    <ul aria-label="Accounts that hit the daily limit" className="divide-y">
      {hits.map((hit) => (
        <li key={hit.userId} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-3">
          <ShieldAlert className="hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
          {/* anywhere: a long unbroken address must not widen the card on a phone */}
          <div className="min-w-0 flex-1 text-sm wrap-anywhere">
            <p className="font-medium">{hit.name ?? hit.email}</p>
            {hit.name && <p className="text-xs text-muted-foreground">{hit.email}</p>}
          </div>
          <div className="text-sm sm:text-right">
            <p>
              {plural(hit.refused, 'page')} refused on {plural(hit.days, 'day')}
            </p>
            <p className="text-xs text-muted-foreground">
              Last refused{' '}
              <time dateTime={hit.lastHitAt} title={hit.lastHitAt}>
                {formatDateTime(hit.lastHitAt)}
              </time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
