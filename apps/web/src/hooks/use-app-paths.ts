import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { getAppArea, paths, type AppArea } from '@/config/paths'

// The same pages live under /app and /dashboard, and a link stays in the area being viewed. The location
// answers which area once, here, instead of every component reading it and handing it on.

/** The app's links in `area`. */
export function appPathsIn(area: AppArea) {
  const app = paths.app
  return {
    area,
    root: app.root.getHref(area),
    startups: app.startups.getHref(area),
    startup: (id: string) => app.startup.getHref(id, area),
    internships: app.internships.getHref(area),
    internship: (id: string) => app.internship.getHref(id, area),
    emails: app.emails.getHref(area),
    resumes: app.resumes.getHref(area),
    bookmarks: app.bookmarks.getHref(area),
    followUps: app.followUps.getHref(area),
    settings: app.settings.getHref(area),
    /** the first run, on one question when `step` is given */
    welcome: (step?: string) =>
      step ? `${app.welcome.getHref(area)}?step=${step}` : app.welcome.getHref(area),
    howToUse: app.howToUse.getHref(area),
    donate: app.donate.getHref(area),
    team: app.team.getHref(area),
  }
}

export type AppPaths = ReturnType<typeof appPathsIn>

/** The app's links in the area being viewed (/app outside both areas). */
export function useAppPaths(): AppPaths {
  const area = getAppArea(useLocation().pathname)
  return useMemo(() => appPathsIn(area), [area])
}
