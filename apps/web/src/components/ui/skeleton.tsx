import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const skeletonClass = 'animate-pulse rounded-md bg-muted dark:bg-secondary'

/** A placeholder block for content that is loading; hidden from assistive tech. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn(skeletonClass, className)} {...props} />
}

/**
 * The same placeholder within a line of text. A <div> may not sit inside a <p>: the browser's HTML parser
 * moves it out, and a page pre-rendered that way no longer matches what React hydrates.
 */
export function InlineSkeleton({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(skeletonClass, 'inline-block', className)}
      {...props}
    />
  )
}
