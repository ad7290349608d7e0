import { Building2, X } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useStartupOptions } from '../api/get-startup-options'

type CompanyPickerProps = {
  id: string
  company: string
  startupId: string | null
  invalid: boolean
  describedBy?: string
  onChange: (next: { company: string; startupId: string | null }) => void
}

/**
 * The company: pick a startup of the directory (linked, so the posting follows the startup) or type any name.
 * A combobox: type to search, arrows to move, Enter to pick, Escape to close.
 */
export function CompanyPicker({
  id,
  company,
  startupId,
  invalid,
  describedBy,
  onChange,
}: CompanyPickerProps) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const q = useDebouncedValue(company.trim(), 200)
  const options = useStartupOptions(q, open && !startupId)
  const items = open && !startupId ? (options.data?.items ?? []) : []

  function pick(index: number) {
    const chosen = items[index]
    if (!chosen) return
    onChange({ company: chosen.name, startupId: chosen.id })
    setOpen(false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % items.length)
    } else if (event.key === 'ArrowUp' && items.length) {
      event.preventDefault()
      setActive((i) => (i - 1 + items.length) % items.length)
    } else if (event.key === 'Enter' && items.length) {
      event.preventDefault()
      pick(active)
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation()
      setOpen(false)
    }
  }

  if (startupId)
    return (
      <div className="flex h-9 items-center gap-2 rounded-md border bg-muted/40 px-3 text-sm">
        <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate" id={id} tabIndex={-1}>
          {company} <span className="text-muted-foreground">(startup in the directory)</span>
        </span>
        <button
          type="button"
          onClick={() => onChange({ company, startupId: null })}
          className="rounded-sm p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Unlink {company}</span>
        </button>
      </div>
    )

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={items.length ? `${listId}-${active}` : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="off"
        value={company}
        placeholder="Search startups or type a company"
        onChange={(event) => {
          onChange({ company: event.target.value, startupId: null })
          setOpen(true)
          setActive(0)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Startups"
        className={cn(
          'absolute z-10 mt-1 max-h-56 w-full overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md',
          items.length === 0 && 'hidden',
        )}
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it runs before the input's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault()
              pick(index)
            }}
            className={cn('cursor-pointer rounded-sm px-2 py-1.5', index === active && 'bg-muted')}
          >
            {item.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
