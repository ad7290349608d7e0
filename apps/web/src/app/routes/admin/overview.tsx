import { PageHeader } from '@/components/layouts/page-header'
import { ListSkeleton } from '@/components/skeletons/list-skeleton'
import { StatCardsSkeleton } from '@/components/skeletons/stat-cards-skeleton'
import { useDocumentTitle } from '@/hooks/use-document-title'

// Placeholder: the admin dashboard issue adds the counts, recent activity and top startups.
export function AdminOverviewRoute() {
  useDocumentTitle('Admin Dashboard')
  return (
    <div className="space-y-8">
      <PageHeader
        title="Admin Dashboard"
        description="Platform metrics, recent activity and the most viewed startups."
      />
      <StatCardsSkeleton count={4} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ListSkeleton rows={5} />
        <ListSkeleton rows={3} />
      </div>
    </div>
  )
}
