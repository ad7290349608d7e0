import { ADMIN_TEMPLATE_SKELETONS } from '@coldstart/contract'
import { PageHeader } from '@/components/layouts/page-header'
import { CardGridSkeleton } from '@/components/skeletons/card-grid-skeleton'
import { useDocumentTitle } from '@/hooks/use-document-title'

// Placeholder: the admin emails issue adds search and the template cards.
export function AdminEmailsRoute() {
  useDocumentTitle('Manage Emails')
  return (
    <div className="space-y-8">
      <PageHeader
        title="Manage Emails"
        description="Email templates, how often they are used and how well they do."
      />
      <CardGridSkeleton count={ADMIN_TEMPLATE_SKELETONS} />
    </div>
  )
}
