import { PageHeader } from '@/components/layouts/page-header'
import { paths } from '@/config/paths'
import { ActivityList } from '@/features/activity-log/components/activity-list'
import { AdminDashboardView } from '@/features/admin-dashboard/components/admin-dashboard-view'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function AdminOverviewRoute() {
  useDocumentTitle('Admin Dashboard')
  return (
    <div className="space-y-8">
      <PageHeader
        title="Admin Dashboard"
        description="Platform metrics, recent activity and the most viewed startups."
      />
      <AdminDashboardView
        activityHref={paths.admin.activity.getHref()}
        renderRecentActivity={(entries) => <ActivityList entries={entries} label="Recent activity" />}
      />
    </div>
  )
}
