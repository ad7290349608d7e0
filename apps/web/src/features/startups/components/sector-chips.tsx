import { type SectorCount } from '@coldstart/contract'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format-number'
import { ALL_SECTORS } from '../utils/all-sectors'

type SectorChipsProps = {
  /** Counts for the current search, ignoring the chosen sector; undefined while the first page loads. */
  sectors: readonly SectorCount[] | undefined
  /** Shown on "All Sectors": every match of the current search, whatever the sector. */
  allCount: number | undefined
  /** The search matched more than the server counts: "All Sectors" shows "1,000+", the other chips no count. */
  allCountAtLeast?: boolean
  selected: string
  onSelect: (sector: string) => void
}

/** "All Sectors" first, then one toggle per sector with its count. */
export function SectorChips({ sectors, allCount, allCountAtLeast, selected, onSelect }: SectorChipsProps) {
  if (!sectors) {
    return (
      <div className="flex gap-2 overflow-hidden" aria-hidden="true">
        {[28, 20, 24, 18, 26, 22].map((width, index) => (
          <Skeleton key={index} className="h-8 shrink-0 rounded-full" style={{ width: `${width * 4}px` }} />
        ))}
      </div>
    )
  }

  // A remembered sector with no matches for this search stays visible, so it can be seen and switched off.
  const chips: { sector: string; count?: number; atLeast?: boolean }[] = [
    { sector: ALL_SECTORS, count: allCount, atLeast: allCountAtLeast },
    ...sectors,
  ]
  if (selected !== ALL_SECTORS && !sectors.some((s) => s.sector === selected)) {
    // uncounted (a broad search): it may have matches
    chips.push({ sector: selected, count: allCountAtLeast ? undefined : 0 })
  }

  return (
    <div
      role="group"
      aria-label="Filter by sector"
      // One scrollable row on phones (13 chips would otherwise fill the screen), wrapping from `sm` up.
      // `relative`: the counts' sr-only spans are absolutely positioned; without a positioned scroller they
      // escape its clipping and make the whole page scroll sideways.
      className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
    >
      {chips.map(({ sector, count, atLeast }) => {
        const pressed = sector === selected
        return (
          <button
            key={sector}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(sector)}
            className={cn(
              'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-background text-foreground hover:bg-muted',
            )}
          >
            <span>{sector}</span>
            {count !== undefined && (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  !pressed && 'bg-muted text-muted-foreground',
                )}
              >
                <span className="sr-only"> </span>
                {formatNumber(count, atLeast)}
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}
