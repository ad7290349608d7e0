import { ArrowDownUp, ChevronDownIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

type SortSelectProps<T extends string> = {
  value: T
  onChange: (value: T) => void
  /** the sorts in menu order, each with its label */
  labels: Record<T, string>
  className?: string
}

/**
 * A list's "Sort by" menu: the sorts a list offers, in the order its labels give them. The browser's own
 * select, drawn like the app's: a phone opens its own picker, and the directory's first load carries no menu
 * code (Radix Select and its positioning were ~27 KB gzip of /app/startups' scripts, docs/decisions/018).
 */
export function SortSelect<T extends string>({ value, onChange, labels, className }: SortSelectProps<T>) {
  const sorts = Object.keys(labels) as T[]
  const isSort = (next: string): next is T => (sorts as string[]).includes(next)
  return (
    <div className={cn('relative h-10 w-full text-sm sm:w-44', className)}>
      <ArrowDownUp
        className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <select
        aria-label="Sort by"
        value={value}
        onChange={(event) => isSort(event.target.value) && onChange(event.target.value)}
        className={cn(
          'size-full cursor-pointer appearance-none truncate rounded-md border border-input bg-background pr-9 pl-9 shadow-xs outline-none',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        )}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-3 right-3 size-4 opacity-60"
        aria-hidden="true"
      />
    </div>
  )
}
