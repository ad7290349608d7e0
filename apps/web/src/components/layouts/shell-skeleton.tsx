import { CardGridSkeleton } from '@/components/skeletons/card-grid-skeleton'
import { Skeleton } from '@/components/ui/skeleton'
import { Logo } from './logo'

/**
 * The signed-in shell before it can be drawn (its code or the session check still on the way): the header,
 * the sidebar's place and the page as skeletons where they will be, so a slow network shows the app taking
 * shape instead of a blank page with a spinner.
 */
export function ShellSkeleton({ homeHref }: { homeHref: string }) {
  return (
    <div className="flex min-h-dvh">
      <div className="sticky top-0 hidden h-dvh w-64 shrink-0 space-y-3 border-r bg-muted/30 p-4 lg:block">
        <Skeleton className="mb-6 h-7 w-32" />
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-8 w-full" />
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-12 items-center gap-2 border-b bg-background/80 px-4 sm:h-16 sm:px-6">
          <Skeleton className="size-11 lg:hidden" />
          <Logo to={homeHref} className="shrink-0 lg:hidden" />
          <div className="ml-auto flex items-center gap-2">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-8 w-28" />
          </div>
        </header>
        <main className="flex-1 px-4 py-8 sm:px-6 lg:px-10">
          <div role="status" className="mx-auto w-full max-w-6xl space-y-6">
            <span className="sr-only">Loading your page</span>
            <div className="space-y-2">
              <Skeleton className="h-8 w-48" />
              <Skeleton className="h-4 w-full max-w-md" />
            </div>
            <Skeleton className="h-10 w-full" />
            <CardGridSkeleton count={6} />
          </div>
        </main>
      </div>
    </div>
  )
}
