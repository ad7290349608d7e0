import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '@/lib/cn'

export type SidebarNavItem = {
  label: string
  href: string
  icon: LucideIcon
  isActive: boolean
  /**
   * A count shown at the end of the entry, e.g. follow-ups due; `noun` completes the entry's accessible name
   * ("Follow-ups, 3 due") where the number alone would not say what it counts.
   */
  badge?: { count: number; noun: string }
}

/** What the badge shows: a count past 99 would widen the sidebar. */
const shownCount = (count: number) => (count > 99 ? '99+' : String(count))

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
        {items.map(({ label: itemLabel, href, icon: Icon, isActive, badge }) => (
          <li key={href}>
            <Link
              to={href}
              onClick={onNavigate}
              aria-current={isActive ? 'page' : undefined}
              // The name holds the visible text, label then badge ("Follow-ups 3"), so speaking what is on
              // screen finds the link; the badge's figure is the one shown, 99+ included.
              aria-label={
                badge && badge.count > 0
                  ? `${itemLabel}, ${shownCount(badge.count)} ${badge.noun}`
                  : undefined
              }
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                isActive
                  ? 'bg-primary-soft text-primary-soft-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {itemLabel}
              {badge && badge.count > 0 && (
                // the space keeps the visible text "Follow-ups 3", not "Follow-ups3"
                <span
                  aria-hidden="true"
                  className="ml-auto min-w-5 rounded-full bg-primary px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-primary-foreground tabular-nums"
                >
                  {` ${shownCount(badge.count)}`}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
