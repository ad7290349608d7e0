import type { BookmarkKind, BookmarkListResponse } from '@coldstart/contract'
import { cn } from '@/lib/cn'

const OPTIONS: {
  kind: BookmarkKind | undefined
  label: string
  count: keyof BookmarkListResponse['counts']
}[] = [
  { kind: undefined, label: 'All', count: 'all' },
  { kind: 'startup', label: 'Startups', count: 'startup' },
  { kind: 'internship', label: 'Internships', count: 'internship' },
]

type BookmarkKindFilterProps = {
  value: BookmarkKind | undefined
  counts: BookmarkListResponse['counts'] | undefined
  onChange: (kind: BookmarkKind | undefined) => void
}

/** All / Startups / Internships, with how many of each are saved. */
export function BookmarkKindFilter({ value, counts, onChange }: BookmarkKindFilterProps) {
  return (
    <div role="group" aria-label="Show" className="inline-flex rounded-lg bg-muted p-1">
      {OPTIONS.map((option) => {
        const active = option.kind === value
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.kind)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              active && 'bg-background text-foreground shadow-xs',
            )}
          >
            {option.label}
            {counts && (
              <span className="text-xs text-muted-foreground tabular-nums">{counts[option.count]}</span>
            )}
          </button>
        )
      })}
    </div>
  )
}
