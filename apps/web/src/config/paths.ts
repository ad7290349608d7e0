// Every route path of the app. `path` is what the router matches: absolute for top-level routes,
// relative for children of an area (/app, /dashboard, /admin). `getHref` builds a link.

export const APP_AREAS = ['/app', '/dashboard'] as const
export type AppArea = (typeof APP_AREAS)[number]
export const DEFAULT_APP_AREA: AppArea = '/app'

const inArea = (segment: string) => ({
  path: segment,
  getHref: (area: AppArea = DEFAULT_APP_AREA) => `${area}/${segment}`,
})

export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    signIn: { path: '/sign-in', getHref: () => '/sign-in' },
    signUp: { path: '/sign-up', getHref: () => '/sign-up' },
    // the page a password reset email links to (the token travels in the fragment)
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  },
  public: {
    team: { path: '/team', getHref: () => '/team' },
    donate: { path: '/donate', getHref: () => '/donate' },
    howToUse: { path: '/how-to-use', getHref: () => '/how-to-use' },
  },
  // The same pages live under /app and /dashboard; hrefs default to /app.
  app: {
    root: { path: '', getHref: (area: AppArea = DEFAULT_APP_AREA) => area },
    internships: inArea('internships'),
    internship: {
      path: 'internships/:id',
      getHref: (id: string, area: AppArea = DEFAULT_APP_AREA) =>
        `${area}/internships/${encodeURIComponent(id)}`,
    },
    startups: inArea('startups'),
    startup: {
      path: 'startups/:id',
      getHref: (id: string, area: AppArea = DEFAULT_APP_AREA) => `${area}/startups/${encodeURIComponent(id)}`,
    },
    emails: inArea('emails'),
    resumes: inArea('resumes'),
    bookmarks: inArea('bookmarks'),
    followUps: inArea('follow-ups'),
    settings: inArea('settings'),
    /** the first run after sign-up; `?step=<name>` opens it on one question */
    welcome: inArea('welcome'),
    howToUse: inArea('how-to-use'),
    donate: inArea('donate'),
    team: inArea('team'),
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    internships: { path: 'internships', getHref: () => '/admin/internships' },
    startups: { path: 'startups', getHref: () => '/admin/startups' },
    emails: { path: 'emails', getHref: () => '/admin/emails' },
    activity: { path: 'activity', getHref: () => '/admin/activity' },
  },
} as const

/** The app area (/app or /dashboard) a pathname belongs to, or null outside them. */
export function appAreaOf(pathname: string): AppArea | null {
  return APP_AREAS.find((area) => pathname === area || pathname.startsWith(`${area}/`)) ?? null
}

/** The app area (/app or /dashboard) a pathname belongs to; /app for anything else. */
export function getAppArea(pathname: string): AppArea {
  return appAreaOf(pathname) ?? DEFAULT_APP_AREA
}
