import { CheckIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

type ToggleChipsProps = {
  label: string
  options: readonly string[]
  selected: string[]
  onChange: (selected: string[]) => void
}

/** A group of on/off buttons (aria-pressed), e.g. domain preferences. */
export function ToggleChips({ label, options, selected, onChange }: ToggleChipsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const on = selected.includes(option)
        return (
          <button
            key={option}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? selected.filter((s) => s !== option) : [...selected, option])}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
              on
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-background text-foreground hover:bg-muted',
            )}
          >
            {on && <CheckIcon className="size-3.5" aria-hidden="true" />}
            {option}
          </button>
        )
      })}
    </div>
  )
}
