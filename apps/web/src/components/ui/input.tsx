import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs transition-[color,box-shadow] outline-none',
        'placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        // read-only reads as shown, not as a field to type in: no box or shadow, a muted fill, in both themes
        '[&[readonly]]:cursor-default [&[readonly]]:border-dashed [&[readonly]]:bg-muted [&[readonly]]:text-muted-foreground [&[readonly]]:shadow-none',
        className,
      )}
      {...props}
    />
  )
}
