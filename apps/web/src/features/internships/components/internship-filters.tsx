import { MapPin, X } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { OptionsSelect } from '@/components/ui/options-select'
import { Switch } from '@/components/ui/switch'
import type { useInternshipFilters } from '../hooks/use-internship-filters'
import {
  DURATION_OPTIONS,
  STIPEND_OPTIONS,
  durationOptionLabel,
  stipendOptionLabel,
} from '../utils/filter-options'

type Controls = ReturnType<typeof useInternshipFilters>
type InternshipFiltersProps = Pick<
  Controls,
  | 'filters'
  | 'isFiltering'
  | 'setSector'
  | 'setRemote'
  | 'setCity'
  | 'setMinStipend'
  | 'setMaxDuration'
  | 'clearFilters'
> & {
  /** sectors of the startups behind open postings (from the list response) */
  sectors: string[]
}

const ANY = 'any'

/** Sector, city or remote, stipend floor and duration cap: everything but the search box and the sort. */
export function InternshipFilters({ filters, sectors, isFiltering, ...set }: InternshipFiltersProps) {
  const ids = { sector: useId(), city: useId(), remote: useId(), stipend: useId(), duration: useId() }
  // a sector from a shared URL stays selectable even when no open posting has it any more
  const sectorChoices =
    filters.sector && !sectors.includes(filters.sector) ? [...sectors, filters.sector] : sectors

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <div className="space-y-1.5">
        <Label htmlFor={ids.sector}>Sector</Label>
        <OptionsSelect
          id={ids.sector}
          value={filters.sector || ANY}
          onChange={(v) => set.setSector(v === ANY ? '' : v)}
          options={[[ANY, 'All sectors'], ...sectorChoices.map((s) => [s, s] as const)]}
          className="h-10"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.city}>City</Label>
        <div className="relative">
          <MapPin
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={ids.city}
            value={filters.city}
            onChange={(e) => set.setCity(e.target.value)}
            placeholder="Any city"
            maxLength={100}
            autoComplete="off"
            className="h-10 pl-9"
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.stipend}>Stipend</Label>
        <OptionsSelect
          id={ids.stipend}
          value={filters.minStipend === null ? ANY : String(filters.minStipend)}
          onChange={(v) => set.setMinStipend(v === ANY ? null : Number(v))}
          options={[
            [ANY, 'Any stipend'],
            ...STIPEND_OPTIONS.map((n) => [String(n), stipendOptionLabel(n)] as const),
          ]}
          className="h-10"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.duration}>Duration</Label>
        <OptionsSelect
          id={ids.duration}
          value={filters.maxDuration === null ? ANY : String(filters.maxDuration)}
          onChange={(v) => set.setMaxDuration(v === ANY ? null : Number(v))}
          options={[
            [ANY, 'Any duration'],
            ...DURATION_OPTIONS.map((n) => [String(n), durationOptionLabel(n)] as const),
          ]}
          className="h-10"
        />
      </div>
      <div className="col-span-2 flex h-10 items-center justify-between gap-3 lg:col-span-1 lg:justify-end">
        <div className="flex items-center gap-2">
          <Switch id={ids.remote} checked={filters.remote} onCheckedChange={set.setRemote} />
          <Label htmlFor={ids.remote} className="whitespace-nowrap">
            Remote only
          </Label>
        </div>
        {isFiltering && (
          <Button variant="ghost" size="sm" onClick={set.clearFilters}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        )}
      </div>
    </div>
  )
}
