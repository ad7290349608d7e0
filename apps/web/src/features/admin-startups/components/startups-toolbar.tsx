import { STARTUP_STATUS_FILTERS } from '@coldstart/contract'
import { Filter, Search, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { AdminStartupFilters } from '../api/get-admin-startups'
import { capitalise } from '../utils/format-startup'

type StartupsToolbarProps = {
  filters: AdminStartupFilters
  onChange: (filters: AdminStartupFilters) => void
  sectors: string[]
}

const selectClass =
  'flex h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50'

/** "Search startups..." (sent to the server 300 ms after typing stops) and the Filter panel. */
export function StartupsToolbar({ filters, onChange, sectors }: StartupsToolbarProps) {
  const id = useId()
  const [text, setText] = useState(filters.q)
  const [open, setOpen] = useState(false)
  const active = [filters.sector, filters.hiring, filters.status].filter(Boolean).length

  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== filters.q) onChange({ ...filters, q: text.trim() })
    }, 300)
    return () => clearTimeout(timer)
  }, [text, filters, onChange])

  const set = (key: keyof AdminStartupFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value })

  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search startups"
            placeholder="Search startups..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={200}
            className="pl-9"
          />
        </div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen(!open)}
        >
          <Filter aria-hidden="true" />
          Filter
          {active > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{active}</span>
          )}
        </Button>
      </div>
      {open && (
        <div
          id={`${id}-filters`}
          role="group"
          aria-label="Filters"
          className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
        >
          <div className="space-y-2">
            <Label htmlFor={`${id}-sector`}>Sector</Label>
            <select
              id={`${id}-sector`}
              className={selectClass}
              value={filters.sector}
              onChange={set('sector')}
            >
              <option value="">All sectors</option>
              {sectors.map((sector) => (
                <option key={sector} value={sector}>
                  {sector}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-hiring`}>Hiring</Label>
            <select
              id={`${id}-hiring`}
              className={selectClass}
              value={filters.hiring}
              onChange={set('hiring')}
            >
              <option value="">Any</option>
              <option value="true">Hiring</option>
              <option value="false">Not hiring</option>
            </select>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <select
              id={`${id}-status`}
              className={selectClass}
              value={filters.status}
              onChange={set('status')}
            >
              <option value="">Any</option>
              {STARTUP_STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {status === 'other' ? 'Other' : capitalise(status)}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="ghost"
            disabled={active === 0}
            onClick={() => onChange({ ...filters, sector: '', hiring: '', status: '' })}
          >
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      )}
    </div>
  )
}
