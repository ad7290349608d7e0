import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type ShellBannerProps = {
  icon: LucideIcon
  title: string
  /** the sentence after the title: what it means for the user */
  children: ReactNode
  /** one button: what the user can do about it */
  action: ReactNode
  className?: string
}

/** A warning strip under the shell's header (offline, a paused mailbox): title, what it means, one action. */
export function ShellBanner({ icon: Icon, title, children, action, className }: ShellBannerProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-warning-soft-foreground/20 bg-warning-soft px-4 py-2 text-sm text-warning-soft-foreground sm:px-6 lg:px-10',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">{title}</strong>
        <span> — {children}</span>
      </p>
      {action}
    </div>
  )
}
