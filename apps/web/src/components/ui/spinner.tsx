import { LoaderCircle } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

type SpinnerProps = ComponentProps<'svg'> & { label?: string }

/** An animated loading icon announced to screen readers as `label`. */
export function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <LoaderCircle
      role="status"
      aria-label={label}
      className={cn('size-5 animate-spin text-muted-foreground', className)}
      {...props}
    />
  )
}
