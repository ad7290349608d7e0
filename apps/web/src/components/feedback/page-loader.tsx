import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

type PageLoaderProps = { label?: string; className?: string }

/** A centred spinner with a visible message, used while a route or a guard is waiting. */
export function PageLoader({ label, className }: PageLoaderProps) {
  return (
    <div className={cn('flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3', className)}>
      <Spinner className="size-6" label={label ?? 'Loading'} />
      {label && (
        <p className="text-sm text-muted-foreground" aria-hidden="true">
          {label}
        </p>
      )}
    </div>
  )
}
