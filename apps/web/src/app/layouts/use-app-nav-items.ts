import {
  BookOpen,
  Bookmark,
  Briefcase,
  Building2,
  FileText,
  Heart,
  Mail,
  Send,
  UserRound,
  Users,
} from 'lucide-react'
import { useLocation } from 'react-router'
import type { SidebarNavItem } from '@/components/layouts/sidebar-nav'
import { getAppArea, paths, type AppArea } from '@/config/paths'
import { useDueCount } from '@/features/outreach/api/get-due-count'
import { useContentPainted } from '@/hooks/use-content-painted'

function isAt(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The app sidebar plus Internships, Bookmarks and Follow-ups (with how many are due), pointing into whichever area (/app or /dashboard) is open. */
export function useAppNavItems(): { area: AppArea; items: SidebarNavItem[] } {
  const { pathname } = useLocation()
  const area = getAppArea(pathname)
  const due = useDueCount(useContentPainted()).data?.due ?? 0
  const entry = (label: string, icon: SidebarNavItem['icon'], href: string, alsoActive = false) => ({
    label,
    icon,
    href,
    isActive: alsoActive || isAt(pathname, href),
  })

  // Startups is also highlighted on the area's index, which shows the startups list.
  const onIndex = pathname === area || pathname === `${area}/`
  return {
    area,
    items: [
      entry('How to Use', BookOpen, paths.app.howToUse.getHref(area)),
      entry('Startups', Building2, paths.app.startups.getHref(area), onIndex),
      entry('Internships', Briefcase, paths.app.internships.getHref(area)),
      entry('Bookmarks', Bookmark, paths.app.bookmarks.getHref(area)),
      {
        ...entry('Follow-ups', Send, paths.app.followUps.getHref(area)),
        badge: { count: due, description: `${due} due` },
      },
      entry('Email Templates', Mail, paths.app.emails.getHref(area)),
      entry('Profile', UserRound, paths.app.settings.getHref(area)),
      entry('Who are we', Users, paths.app.team.getHref(area)),
      entry('Resume Tools', FileText, paths.app.resumes.getHref(area)),
      entry('Donate', Heart, paths.app.donate.getHref(area)),
    ],
  }
}
