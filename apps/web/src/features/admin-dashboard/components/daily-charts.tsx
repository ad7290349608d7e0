import type { DashboardDay } from '@coldstart/contract'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatNumber } from '@/lib/format-number'
import { DailyChart } from './daily-chart'

const METRICS = [
  { metric: 'signUps', label: 'Sign-ups', color: 'var(--primary)' },
  { metric: 'templateUses', label: 'Template uses', color: 'var(--chart-2)' },
  // every page of the site, against the top startups' own page views counted all time
  { metric: 'pageViews', label: 'Site page views', color: 'var(--chart-3)' },
  // what students' connected mailboxes sent and heard back (counts only, nobody's emails)
  { metric: 'mailboxSends', label: 'Emails sent from mailboxes', color: 'var(--primary)' },
  { metric: 'replies', label: 'Replies', color: 'var(--chart-2)' },
  { metric: 'bounces', label: 'Bounces', color: 'var(--destructive)' },
] as const

/**
 * Sign-ups, template uses, page views, mailbox sends, replies and bounces per day over 30 days. Loaded lazily:
 * recharts stays off other pages.
 */
export function DailyCharts({ days }: { days: DashboardDay[] }) {
  const today = days.at(-1)
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {METRICS.map(({ metric, label, color }) => {
        const total = days.reduce((sum, day) => sum + day[metric], 0)
        return (
          // h-60: the height of the placeholder shown while recharts loads, so the page does not move after
          <Card key={metric} className="h-60 gap-3 pt-5 pb-3">
            <CardHeader>
              <CardDescription>{label}, last 30 days</CardDescription>
              <CardTitle className="text-2xl tabular-nums">{formatNumber(total)}</CardTitle>
              <p className="sr-only">
                {label}: {formatNumber(total)} in the last 30 days, {formatNumber(today?.[metric] ?? 0)}{' '}
                today.
              </p>
            </CardHeader>
            <CardContent className="min-h-0 flex-1 px-2">
              <DailyChart days={days} metric={metric} label={label} color={color} />
            </CardContent>
          </Card>
        )
      })}
    </div>
  )
}
