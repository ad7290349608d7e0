import { SearchInput } from '@/components/ui/search-input'
import { MAX_SEARCH_LENGTH } from '../utils/startup-list-storage'

type StartupSearchInputProps = { value: string; onChange: (value: string) => void }

export function StartupSearchInput({ value, onChange }: StartupSearchInputProps) {
  return (
    <SearchInput
      value={value}
      onChange={onChange}
      label="Search startups"
      placeholder="Search startups..."
      maxLength={MAX_SEARCH_LENGTH}
      className="flex-1"
    />
  )
}
