import { ListSkeleton } from '@/components/skeletons/list-skeleton'
import { Skeleton } from '@/components/ui/skeleton'

/** The detail page's shape while it loads: header, the two info cards, the team list. */
export function StartupDetailSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <div className="flex flex-col gap-6 rounded-xl border bg-card p-6 sm:flex-row">
        <Skeleton className="size-16 rounded-2xl" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-7 w-56 max-w-full" />
          <Skeleton className="h-4 w-full max-w-xl" />
          <Skeleton className="h-4 w-2/3 max-w-md" />
          <div className="flex gap-2 pt-1">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-14 rounded-full" />
          </div>
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} className="space-y-4 rounded-xl border bg-card p-6">
            <Skeleton className="h-4 w-32" />
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex justify-between">
                <Skeleton className="h-3.5 w-20" />
                <Skeleton className="h-3.5 w-24" />
              </div>
            ))}
          </div>
        ))}
      </div>
      <ListSkeleton rows={3} />
    </div>
  )
}
