import { Zap } from 'lucide-react'
import { Link } from 'react-router'
import { site } from '@/config/site'
import { cn } from '@/lib/cn'

type LogoProps = { to: string; className?: string }

/** The wordmark, linking to `to` (home for visitors, the app for signed-in users). */
export function Logo({ to, className }: LogoProps) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <span className="flex size-7 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Zap className="size-4" aria-hidden="true" fill="currentColor" />
      </span>
      <span>{site.name}</span>
    </Link>
  )
}
