import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'
import { cn } from '@/lib/cn'

type OptionsSelectProps<T extends string> = {
  value: T
  onChange: (value: T) => void
  options: readonly (readonly [T, string])[]
  /** for a visible <Label htmlFor> */
  id?: string
  /** when there is no visible label */
  'aria-label'?: string
  className?: string
}

/** A select over a fixed list of [value, label] pairs. */
export function OptionsSelect<T extends string>({
  value,
  onChange,
  options,
  id,
  className,
  ...aria
}: OptionsSelectProps<T>) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)}>
      <SelectTrigger id={id} aria-label={aria['aria-label']} className={cn('w-full', className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map(([key, label]) => (
          <SelectItem key={key} value={key}>
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
