import { createContext, use, useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

type Group = { name: string; value: string; onValueChange: (value: string) => void }
const GroupContext = createContext<Group | null>(null)

type RadioGroupProps = {
  value: string
  onValueChange: (value: string) => void
  'aria-labelledby'?: string
  className?: string
  children: ReactNode
}

/**
 * One choice among chips: the browser's own radio buttons (arrow keys move and choose, Tab enters at the
 * chosen one), drawn as chips. Radix RadioGroup did the same in script, ~9 KB gzip in front of Email
 * Templates' first paint (docs/decisions/018).
 */
export function RadioGroup({ value, onValueChange, className, children, ...aria }: RadioGroupProps) {
  const name = useId()
  return (
    <div role="radiogroup" className={cn('grid gap-3', className)} {...aria}>
      <GroupContext value={{ name, value, onValueChange }}>{children}</GroupContext>
    </div>
  )
}

type RadioGroupChipProps = { value: string; className?: string; children: ReactNode }

/** A radio rendered as a selectable chip; the label is the child. */
export function RadioGroupChip({ value, className, children }: RadioGroupChipProps) {
  const group = use(GroupContext)
  if (!group) throw new Error('RadioGroupChip belongs inside a RadioGroup')
  return (
    <label
      className={cn(
        'relative inline-flex h-10 cursor-pointer items-center justify-center rounded-md border border-input bg-background px-4 text-sm font-medium shadow-xs transition-colors select-none',
        'hover:bg-muted has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
        'has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-soft-foreground',
        className,
      )}
    >
      {/* over the whole chip: a tap anywhere on it is a tap on the radio itself */}
      <input
        type="radio"
        className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
        name={group.name}
        value={value}
        checked={group.value === value}
        onChange={() => group.onValueChange(value)}
      />
      {children}
    </label>
  )
}
