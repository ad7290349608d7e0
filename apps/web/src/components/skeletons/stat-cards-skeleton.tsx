import { Skeleton } from '@/components/ui/skeleton'

/**
 * Placeholder for a row of metric cards: the same grid and card box as the loaded cards (a 20px label row,
 * a 36px value), so nothing moves when the numbers arrive.
 */
export function StatCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="rounded-xl border bg-card p-5">
          <div className="flex h-5 items-center">
            <Skeleton className="h-3 w-24 max-w-full" />
          </div>
          <Skeleton className="mt-2 h-9 w-16" />
        </div>
      ))}
    </div>
  )
}
