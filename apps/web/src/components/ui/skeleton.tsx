import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A placeholder block for content that is loading; hidden from assistive tech. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted dark:bg-secondary', className)}
      {...props}
    />
  )
}
