import { SlidersHorizontal } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { InternshipFilters } from './internship-filters'

type Props = ComponentProps<typeof InternshipFilters>

/** How many of the sheet's filters are on (the search box and the sort are outside it). */
export function activeFilterCount({ sector, city, remote, minStipend, maxDuration }: Props['filters']) {
  return [sector !== '', city.trim() !== '', remote, minStipend !== null, maxDuration !== null].filter(
    Boolean,
  ).length
}

/**
 * A phone's filters: one "Filters" button saying how many are on, opening them in a sheet from the bottom,
 * instead of five fields taking the whole first screen. Each change applies at once, as on a wider screen.
 */
export function InternshipFiltersSheet(props: Props) {
  const count = activeFilterCount(props.filters)
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" className="w-full justify-between sm:hidden">
          <span className="flex items-center gap-2">
            <SlidersHorizontal aria-hidden="true" />
            Filters
          </span>
          {count > 0 && (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
              {count}
              <span className="sr-only"> on</span>
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent side="bottom" closeLabel="Close filters" className="gap-4 p-4 pb-6">
        <div className="space-y-1 pr-12">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>The list below follows each change.</SheetDescription>
        </div>
        <InternshipFilters {...props} />
      </SheetContent>
    </Sheet>
  )
}
