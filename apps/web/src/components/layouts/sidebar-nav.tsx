import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '@/lib/cn'

export type SidebarNavItem = {
  label: string
  href: string
  icon: LucideIcon
  isActive: boolean
}

type SidebarNavProps = {
  label: string
  items: SidebarNavItem[]
  /** Called after a link is followed, e.g. to close the phone drawer. */
  onNavigate?: () => void
}

export function SidebarNav({ label, items, onNavigate }: SidebarNavProps) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-0.5">
        {items.map(({ label: itemLabel, href, icon: Icon, isActive }) => (
          <li key={href}>
            <Link
              to={href}
              onClick={onNavigate}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                isActive
                  ? 'bg-primary-soft text-primary-soft-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {itemLabel}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
