import type { LucideIcon } from 'lucide-react'
import { NativeSelect } from './native-select'

type OptionsSelectProps<T extends string> = {
  value: T
  onChange: (value: T) => void
  options: readonly (readonly [T, string])[]
  /** for a visible <Label htmlFor> */
  id?: string
  /** when there is no visible label */
  'aria-label'?: string
  className?: string
  /** drawn inside the field, before the chosen option */
  icon?: LucideIcon
}

/** A select over a fixed list of [value, label] pairs (the browser's own, see NativeSelect). */
export function OptionsSelect<T extends string>({
  value,
  onChange,
  options,
  ...rest
}: OptionsSelectProps<T>) {
  const isOption = (next: string): next is T => options.some(([key]) => key === next)
  return (
    <NativeSelect
      {...rest}
      value={value}
      onChange={(event) => isOption(event.target.value) && onChange(event.target.value)}
    >
      {options.map(([key, label]) => (
        <option key={key} value={key}>
          {label}
        </option>
      ))}
    </NativeSelect>
  )
}
