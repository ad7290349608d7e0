import { PageHeader } from '@/components/layouts/page-header'
import { CardGridSkeleton } from '@/components/skeletons/card-grid-skeleton'
import { useDocumentTitle } from '@/hooks/use-document-title'

// Placeholder: the admin startups issue adds search, the cards and the add/edit dialog.
export function AdminStartupsRoute() {
  useDocumentTitle('Manage Startups')
  return (
    <div className="space-y-8">
      <PageHeader title="Manage Startups" description="Add, edit and remove startups in the directory." />
      <CardGridSkeleton count={6} />
    </div>
  )
}
