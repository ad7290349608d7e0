import { Briefcase, Building2, History, LayoutDashboard, Mail } from 'lucide-react'
import { useLocation } from 'react-router'
import type { SidebarNavItem } from '@/components/layouts/sidebar-nav'
import { paths } from '@/config/paths'

/** The admin sidebar's entries, the current one marked. */
export function useAdminNavItems(): SidebarNavItem[] {
  const { pathname } = useLocation()
  const entry = (label: string, icon: SidebarNavItem['icon'], href: string, exact = false) => ({
    label,
    icon,
    href,
    isActive: exact ? pathname === href || pathname === `${href}/` : pathname.startsWith(href),
  })

  return [
    entry('Dashboard', LayoutDashboard, paths.admin.root.getHref(), true),
    entry('Internships', Briefcase, paths.admin.internships.getHref()),
    entry('Startups', Building2, paths.admin.startups.getHref()),
    entry('Emails', Mail, paths.admin.emails.getHref()),
    entry('Activity', History, paths.admin.activity.getHref()),
  ]
}
