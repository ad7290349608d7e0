import { ArrowDownUp } from 'lucide-react'
import { cn } from '@/lib/cn'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

type SortSelectProps<T extends string> = {
  value: T
  onChange: (value: T) => void
  /** the sorts in menu order, each with its label */
  labels: Record<T, string>
  className?: string
}

/** A list's "Sort by" menu: the sorts a list offers, in the order its labels give them. */
export function SortSelect<T extends string>({ value, onChange, labels, className }: SortSelectProps<T>) {
  const sorts = Object.keys(labels) as T[]
  const isSort = (next: string): next is T => (sorts as string[]).includes(next)
  return (
    <Select value={value} onValueChange={(next) => isSort(next) && onChange(next)}>
      <SelectTrigger aria-label="Sort by" className={cn('h-10 w-full sm:w-44', className)}>
        <span className="flex items-center gap-2">
          <ArrowDownUp className="size-4 text-muted-foreground" aria-hidden="true" />
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent align="end">
        {sorts.map((sort) => (
          <SelectItem key={sort} value={sort}>
            {labels[sort]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
