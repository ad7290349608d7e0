import { PageHeader } from '@/components/layouts/page-header'
import { CardGridSkeleton } from '@/components/skeletons/card-grid-skeleton'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/hooks/use-document-title'

// Placeholder: the startups issue adds search, sort, sector chips and the real card grid.
export function StartupsRoute() {
  useDocumentTitle('Startups')
  return (
    <div className="space-y-8">
      <PageHeader
        title="Startups"
        description="Discover startups, see who is hiring and find the people to write to."
      />
      <div className="flex flex-col gap-3 sm:flex-row" aria-hidden="true">
        <Skeleton className="h-9 flex-1" />
        <Skeleton className="h-9 w-full sm:w-40" />
      </div>
      <div className="flex flex-wrap gap-2" aria-hidden="true">
        {[24, 20, 28, 16, 22].map((width, index) => (
          <Skeleton key={index} className="h-8 rounded-full" style={{ width: `${width * 4}px` }} />
        ))}
      </div>
      <CardGridSkeleton count={6} />
    </div>
  )
}
