import { STARTUP_SORTS, type StartupSort } from '@coldstart/contract'
import { ArrowDownUp } from 'lucide-react'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { SORT_LABELS } from '../utils/sort-options'

type StartupSortSelectProps = { value: StartupSort; onChange: (value: StartupSort) => void }

const isSort = (value: string): value is StartupSort => STARTUP_SORTS.includes(value as StartupSort)

export function StartupSortSelect({ value, onChange }: StartupSortSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => isSort(next) && onChange(next)}>
      <SelectTrigger aria-label="Sort by" className="h-10 w-full sm:w-44">
        <span className="flex items-center gap-2">
          <ArrowDownUp className="size-4 text-muted-foreground" aria-hidden="true" />
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent align="end">
        {STARTUP_SORTS.map((sort) => (
          <SelectItem key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
