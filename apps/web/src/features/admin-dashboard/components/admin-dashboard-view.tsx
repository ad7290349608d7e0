import { DASHBOARD_CHART_DAYS, STARTUP_READS_PER_DAY, type AdminDashboardResponse } from '@coldstart/contract'
import type { ReactNode } from 'react'
import { Suspense } from 'react'
import { Link } from 'react-router'
import { ListSkeleton } from '@/components/skeletons/list-skeleton'
import { StatCardsSkeleton } from '@/components/skeletons/stat-cards-skeleton'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAdminDashboard } from '../api/get-admin-dashboard'
import { StatCards } from './stat-cards'
import { ReadLimitHits } from './read-limit-hits'
import { TemplateRates } from './template-rates'
import { TopStartups } from './top-startups'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// recharts is only fetched when the dashboard's charts mount, never on the student pages.
const DailyCharts = lazyWithRetry(() => import('./daily-charts').then((m) => ({ default: m.DailyCharts })))

// as many as DailyCharts draws (not imported from it: that would pull recharts into this chunk)
const CHART_COUNT = 6

function ChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: CHART_COUNT }, (_, i) => (
        <Skeleton key={i} className="h-60 rounded-xl" />
      ))}
    </div>
  )
}

type AdminDashboardViewProps = {
  /** the latest activities, rendered by the app layer (the activity feature owns how they read) */
  renderRecentActivity: (entries: AdminDashboardResponse['recentActivity']) => ReactNode
  activityHref: string
}

/**
 * The admin dashboard: counts, 30-day charts, the latest 5 activities, the top 3 startups, the templates' reply
 * rates and the accounts that hit the daily limit on startup pages.
 */
export function AdminDashboardView({ renderRecentActivity, activityHref }: AdminDashboardViewProps) {
  const dashboard = useAdminDashboard()

  if (dashboard.isPending)
    return (
      <div className="space-y-6">
        <StatCardsSkeleton count={4} />
        <ChartsSkeleton />
        <div className="grid gap-6 lg:grid-cols-2">
          <ListSkeleton rows={5} />
          <ListSkeleton rows={3} />
        </div>
        <ListSkeleton rows={1} />
      </div>
    )
  if (dashboard.isError)
    return (
      <p role="alert" className="rounded-xl border bg-card p-6 text-center text-sm text-muted-foreground">
        Could not load the dashboard. {dashboard.error.message}
      </p>
    )

  const { counts, days, recentActivity, topStartups, readLimitHits, templateRates } = dashboard.data
  return (
    <div className="space-y-6">
      <StatCards counts={counts} />
      <Suspense fallback={<ChartsSkeleton />}>
        <DailyCharts days={days} />
      </Suspense>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="gap-2">
          <CardHeader className="flex-row items-center justify-between">
            <h2 className="leading-none font-semibold">Recent activity</h2>
            <Link to={activityHref} className="text-sm font-medium text-primary hover:underline">
              View all
            </Link>
          </CardHeader>
          <CardContent>{renderRecentActivity(recentActivity)}</CardContent>
        </Card>
        <Card className="gap-2">
          <CardHeader>
            <h2 className="leading-none font-semibold">Top startups by views</h2>
            {/* these are counted since each startup was added; the chart above counts 30 days of all pages */}
            <p className="text-sm text-muted-foreground">Startup page views, all time</p>
          </CardHeader>
          <CardContent>
            <TopStartups startups={topStartups} />
          </CardContent>
        </Card>
      </div>
      <Card className="gap-2">
        <CardHeader>
          <h2 id="template-rates-title" className="leading-none font-semibold">
            Reply rate by template
          </h2>
          <p className="text-sm text-muted-foreground">
            First emails sent from students' connected mailboxes, all students together
          </p>
        </CardHeader>
        <CardContent>
          <TemplateRates rates={templateRates} labelledBy="template-rates-title" />
        </CardContent>
      </Card>
      <Card className="gap-2">
        <CardHeader>
          <h2 className="leading-none font-semibold">Daily limit on startup pages</h2>
          <p className="text-sm text-muted-foreground">
            Accounts that opened over {STARTUP_READS_PER_DAY} startups in a day (India time), last{' '}
            {DASHBOARD_CHART_DAYS} days
          </p>
        </CardHeader>
        <CardContent>
          <ReadLimitHits hits={readLimitHits} />
        </CardContent>
      </Card>
    </div>
  )
}
