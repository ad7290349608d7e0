import { PageHeader } from '@/components/layouts/page-header'
import { ListSkeleton } from '@/components/skeletons/list-skeleton'
import { useDocumentTitle } from '@/hooks/use-document-title'

// Placeholder: the admin internships issue adds the list.
export function AdminInternshipsRoute() {
  useDocumentTitle('Manage Internships')
  return (
    <div className="space-y-8">
      <PageHeader title="Manage Internships" description="Internship listings shown to students." />
      <ListSkeleton rows={5} />
    </div>
  )
}
