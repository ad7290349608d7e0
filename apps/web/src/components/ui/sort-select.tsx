import { ArrowDownUp } from 'lucide-react'
import { cn } from '@/lib/cn'
import { OptionsSelect } from './options-select'

type SortSelectProps<T extends string> = {
  value: T
  onChange: (value: T) => void
  /** the sorts in menu order, each with its label */
  labels: Record<T, string>
  className?: string
}

/**
 * A list's "Sort by" menu: the sorts a list offers, in the order its labels give them, in the browser's own
 * select (the directory's first load carries no menu code, docs/decisions/018).
 */
export function SortSelect<T extends string>({ value, onChange, labels, className }: SortSelectProps<T>) {
  const options = (Object.keys(labels) as T[]).map((sort) => [sort, labels[sort]] as const)
  return (
    <OptionsSelect
      icon={ArrowDownUp}
      aria-label="Sort by"
      value={value}
      onChange={onChange}
      options={options}
      className={cn('h-10 sm:w-44', className)}
    />
  )
}
