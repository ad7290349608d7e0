import { PageHeader } from '@/components/layouts/page-header'
import { ListSkeleton } from '@/components/skeletons/list-skeleton'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/hooks/use-document-title'

// Placeholder: the resume issue adds the resume guide and tools.
export function ResumesRoute() {
  useDocumentTitle('Resume Tools')
  return (
    <div className="space-y-8">
      <PageHeader
        title="Resume Tools"
        description="Guidance and tools to make your resume stand out to founders."
      />
      <div className="space-y-3 rounded-xl border bg-card p-6" aria-hidden="true">
        <Skeleton className="h-5 w-56" />
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-11/12" />
        <Skeleton className="h-3.5 w-4/5" />
      </div>
      <ListSkeleton rows={4} />
    </div>
  )
}
