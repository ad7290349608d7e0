import { Search, X } from 'lucide-react'
import { useId } from 'react'
import { cn } from '@/lib/cn'
import { Input } from './input'

type SearchInputProps = {
  value: string
  onChange: (value: string) => void
  /** the accessible name (visually hidden) */
  label: string
  placeholder?: string
  maxLength?: number
  className?: string
}

/** A search box with a magnifier and a clear button that follows the theme (the browser's own does not). */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  maxLength = 200,
  className,
}: SearchInputProps) {
  const id = useId()
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        className="h-10 pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Clear search</span>
        </button>
      )}
    </div>
  )
}
