import { Skeleton } from '@/components/ui/skeleton'

type FormSkeletonProps = { sections?: number; fieldsPerSection?: number }

/** Placeholder for a settings-style form split into titled sections. */
export function FormSkeleton({ sections = 3, fieldsPerSection = 2 }: FormSkeletonProps) {
  return (
    <div className="space-y-6" aria-hidden="true">
      {Array.from({ length: sections }, (_, section) => (
        <div key={section} className="space-y-5 rounded-xl border bg-card p-6">
          <div className="space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: fieldsPerSection }, (_, field) => (
              <div key={field} className="space-y-2">
                <Skeleton className="h-3 w-20" />
                <Skeleton className="h-9 w-full" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
