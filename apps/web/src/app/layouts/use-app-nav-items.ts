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
import { useAppPaths } from '@/hooks/use-app-paths'
import { useDueCount } from '@/features/outreach/api/get-due-count'
import { useContentPainted } from '@/hooks/use-content-painted'

function isAt(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The app sidebar plus Internships, Bookmarks and Follow-ups (with how many are due), pointing into the area (/app or /dashboard) being viewed. */
export function useAppNavItems(): { homeHref: string; items: SidebarNavItem[] } {
  const { pathname } = useLocation()
  const appPaths = useAppPaths()
  const due = useDueCount(useContentPainted()).data?.due ?? 0
  const entry = (label: string, icon: SidebarNavItem['icon'], href: string, alsoActive = false) => ({
    label,
    icon,
    href,
    isActive: alsoActive || isAt(pathname, href),
  })

  // Startups is also highlighted on the area's index, which shows the startups list.
  const onIndex = pathname === appPaths.root || pathname === `${appPaths.root}/`
  return {
    homeHref: appPaths.root,
    items: [
      entry('How to Use', BookOpen, appPaths.howToUse),
      entry('Startups', Building2, appPaths.startups, onIndex),
      entry('Internships', Briefcase, appPaths.internships),
      entry('Bookmarks', Bookmark, appPaths.bookmarks),
      {
        ...entry('Follow-ups', Send, appPaths.followUps),
        badge: { count: due, noun: 'due' },
      },
      entry('Email Templates', Mail, appPaths.emails),
      entry('Profile', UserRound, appPaths.settings),
      entry('Who are we', Users, appPaths.team),
      entry('Resume Tools', FileText, appPaths.resumes),
      entry('Donate', Heart, appPaths.donate),
    ],
  }
}
