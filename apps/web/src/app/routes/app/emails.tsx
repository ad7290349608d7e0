import { PageHeader } from '@/components/layouts/page-header'
import { CardGridSkeleton } from '@/components/skeletons/card-grid-skeleton'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/hooks/use-document-title'

// Placeholder: the email templates issue adds filters, search and the template cards.
export function EmailsRoute() {
  useDocumentTitle('Email Templates')
  return (
    <div className="space-y-8">
      <PageHeader
        title="Email Templates"
        description="Cold email templates that get replies. Copy one or customise it for a startup."
      />
      <div className="flex flex-col gap-3 sm:flex-row" aria-hidden="true">
        <Skeleton className="h-9 w-full sm:w-72" />
        <Skeleton className="h-9 flex-1" />
      </div>
      <CardGridSkeleton count={4} className="lg:grid-cols-2" />
    </div>
  )
}
