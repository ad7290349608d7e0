import { INTERNSHIP_SORTS, type InternshipSort } from '@coldstart/contract'
import { ArrowDownUp } from 'lucide-react'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { SORT_LABELS } from '../utils/filter-options'

type InternshipSortSelectProps = { value: InternshipSort; onChange: (value: InternshipSort) => void }

const isSort = (value: string): value is InternshipSort => INTERNSHIP_SORTS.includes(value as InternshipSort)

export function InternshipSortSelect({ value, onChange }: InternshipSortSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => isSort(next) && onChange(next)}>
      <SelectTrigger aria-label="Sort by" className="h-10 w-full sm:w-52">
        <span className="flex items-center gap-2">
          <ArrowDownUp className="size-4 text-muted-foreground" aria-hidden="true" />
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent align="end">
        {INTERNSHIP_SORTS.map((sort) => (
          <SelectItem key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
