import { ChevronDownIcon, type LucideIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

type NativeSelectProps = ComponentProps<'select'> & {
  /** drawn inside the field, before the chosen option */
  icon?: LucideIcon
}

/**
 * The browser's own select, drawn like the app's fields (border, focus ring, chevron): a phone opens its own
 * picker, the keyboard works as everywhere, and no menu code loads with the page (Radix Select and its
 * positioning were ~20 KB gzip on every page with a filter, docs/decisions/018). `className` sizes the field.
 */
export function NativeSelect({ icon: Icon, className, children, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative h-9 w-full text-sm', className)}>
      {Icon && (
        <Icon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      )}
      <select
        {...props}
        className={cn(
          'size-full cursor-pointer appearance-none truncate rounded-md border border-input bg-background pr-9 shadow-xs outline-none',
          Icon ? 'pl-9' : 'pl-3',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
          'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        )}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </div>
  )
}
