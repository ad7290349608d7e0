import { PageHeader } from '@/components/layouts/page-header'
import { ActivityLogView } from '@/features/activity-log/components/activity-log-view'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function AdminActivityRoute() {
  useDocumentTitle('Activity Log')
  return (
    <div className="space-y-8">
      <PageHeader
        title="Activity Log"
        description="Sign-ups, sign-ins, role changes and every change to startups, templates and internships."
      />
      <ActivityLogView />
    </div>
  )
}
