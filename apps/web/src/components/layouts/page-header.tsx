import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type PageHeaderProps = { title: string; description?: ReactNode; className?: string; children?: ReactNode }

/** The page's <h1> and one-line description; `children` go to the right (actions). */
export function PageHeader({ title, description, className, children }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="space-y-1.5">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  )
}
