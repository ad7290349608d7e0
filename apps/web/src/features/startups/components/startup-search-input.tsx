import { Search, X } from 'lucide-react'
import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { MAX_SEARCH_LENGTH } from '../utils/startup-list-storage'

type StartupSearchInputProps = { value: string; onChange: (value: string) => void }

export function StartupSearchInput({ value, onChange }: StartupSearchInputProps) {
  const id = useId()
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        Search startups
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
        placeholder="Search startups..."
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        spellCheck={false}
        // Our own clear button replaces the browser's, which differs per browser and ignores the theme.
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
