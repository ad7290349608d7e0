import { ArrowLeft } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { ListSkeleton } from '@/components/skeletons/list-skeleton'
import { Skeleton } from '@/components/ui/skeleton'
import { getAppArea, paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'

// Placeholder: the startup detail issue loads the startup by id and fills these sections.
export function StartupRoute() {
  useDocumentTitle('Startup details')
  const area = getAppArea(useLocation().pathname)

  return (
    <div className="space-y-8">
      <Link
        to={paths.app.startups.getHref(area)}
        className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to startups
      </Link>
      <PageHeader
        title="Startup details"
        description="Company information, funding and the team members to contact."
      />
      <div className="flex items-center gap-4 rounded-xl border bg-card p-6" aria-hidden="true">
        <Skeleton className="size-16 rounded-xl" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-3.5 w-full max-w-md" />
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
        {[0, 1].map((card) => (
          <div key={card} className="space-y-3 rounded-xl border bg-card p-6">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3.5 w-3/5" />
          </div>
        ))}
      </div>
      <ListSkeleton rows={3} />
    </div>
  )
}
