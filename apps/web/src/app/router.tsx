import { useMemo, type ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { RouteError } from '@/components/feedback/route-error'
import { paths } from '@/config/paths'
import { useAuthSession } from '@/features/auth/hooks/use-auth-session'
import { hasSignedInHint } from '@/features/auth/session/signed-in-hint'
import { FirstLoadFallback } from './first-load-fallback'
import { RootLayout } from './root-layout'
import { STORAGE_KEYS } from '@/config/storage-keys'

// Every module a route loads on demand, by its path: each is its own chunk. A route names its modules in its
// `handle`, from which the build writes each page's HTML with its chunks preloaded (src/prerender/route-modules.ts).
const lazyModules = import.meta.glob<Record<string, ComponentType>>([
  './routes/**/*.tsx',
  './layouts/{app,admin,public}-layout.tsx',
  './layouts/public-page-container.tsx',
])

/**
 * An API read (a path under /api, `:id` filled from the page's own path) that public/early.js starts as soon
 * as the session check answers, for the page to take when it asks for exactly that path; not when the
 * `unlessStored` localStorage key is set (stored filters would make the page ask for another).
 */
export type EarlyRead = { path: string; unlessStored?: string }

export type RouteHandle = { modules: string[]; reads?: EarlyRead[] }

/** A route whose component is `exportName` of `file` (a key of lazyModules), loaded when first matched. */
function lazyRoute(file: string, exportName: string, more: { modules?: string[]; reads?: EarlyRead[] } = {}) {
  const load = lazyModules[file]
  if (!load) throw new Error(`router: no route module ${file}`)
  const handle: RouteHandle = { modules: [file, ...(more.modules ?? [])], reads: more.reads }
  return { lazy: () => load().then((m) => ({ Component: m[exportName] })), handle }
}

/**
 * An area's pages under a boundary its layout's module exports (loaded by then): a page whose chunk did not
 * load, or that failed, shows its error inside the shell, which keeps its sidebar, header and widgets.
 */
function shellPages(layout: string, children: RouteObject[]): RouteObject[] {
  return [
    { lazy: () => lazyModules[layout]!().then((m) => ({ ErrorBoundary: m.PageErrorBoundary })), children },
  ]
}

// Static pages shared by the public layout and the app areas.
const teamRoute = () => lazyRoute('./routes/team.tsx', 'TeamRoute')
const donateRoute = () => lazyRoute('./routes/donate.tsx', 'DonateRoute')
const howToUseRoute = () => lazyRoute('./routes/how-to-use.tsx', 'HowToUseRoute')
// The directory's first page for the default filters, exactly as get-startups.ts asks for it (tested).
export const DIRECTORY_FIRST_PAGE = '/startups?sort=latest&limit=24'
// The cards' and the startup page's saved state (get-bookmark-ids.ts).
const BOOKMARK_IDS_READ: EarlyRead = { path: '/bookmarks/ids' }
// A startup's page asks for these once its data has rendered (when this student last emailed each member,
// the open internships, exactly as get-last-emailed.ts and get-startup-internships.ts ask, tested): started
// with the startup itself they are not a round trip after its render, in front of the page's largest paint
// (docs/decisions/062).
const STARTUP_PAGE_READS: EarlyRead[] = [
  { path: '/startups/:id' },
  { path: '/outreach/recent?startupId=:id' },
  { path: '/internships?startupId=:id&sort=deadline&limit=20' },
  BOOKMARK_IDS_READ,
]
// The loader's read comes from ./route-prefetch.ts: preloaded with the page's chunks too.
const startupsRoute = () => ({
  ...lazyRoute('./routes/app/startups.tsx', 'StartupsRoute', {
    modules: ['./route-prefetch.ts'],
    reads: [{ path: DIRECTORY_FIRST_PAGE, unlessStored: STORAGE_KEYS.startupFilters }, BOOKMARK_IDS_READ],
  }),
  loader: startupsLoader,
})

// The directory's first page is asked for beside the route's chunk, not after the chunk has loaded and
// rendered. The loader only starts the read (the page waits for nothing); the read itself waits for the
// session check, already under way.
function startupsLoader({ request }: { request: Request }) {
  const { search } = new URL(request.url)
  if (hasSignedInHint())
    void import('./route-prefetch').then((m) => m.prefetchStartupsPage(search)).catch(() => {})
  return null
}

/** /app and /dashboard are two identical areas: both get the routes built here. */
function appAreaChildren(): RouteObject[] {
  return [
    { index: true, ...startupsRoute() },
    {
      path: paths.app.internships.path,
      ...lazyRoute('./routes/app/internships.tsx', 'InternshipsRoute'),
    },
    {
      path: paths.app.internship.path,
      ...lazyRoute('./routes/app/internship.tsx', 'InternshipRoute'),
    },
    { path: paths.app.startups.path, ...startupsRoute() },
    {
      path: paths.app.startup.path,
      ...lazyRoute('./routes/app/startup.tsx', 'StartupRoute', { reads: STARTUP_PAGE_READS }),
    },
    {
      path: paths.app.emails.path,
      ...lazyRoute('./routes/app/emails.tsx', 'EmailsRoute', {
        reads: [{ path: '/templates' }, { path: '/compose/my-values' }],
      }),
    },
    {
      path: paths.app.resumes.path,
      ...lazyRoute('./routes/app/resumes.tsx', 'ResumesRoute'),
    },
    {
      path: paths.app.bookmarks.path,
      ...lazyRoute('./routes/app/bookmarks.tsx', 'BookmarksRoute'),
    },
    {
      path: paths.app.followUps.path,
      ...lazyRoute('./routes/app/follow-ups.tsx', 'FollowUpsRoute'),
    },
    {
      path: paths.app.settings.path,
      ...lazyRoute('./routes/app/settings.tsx', 'SettingsRoute'),
    },
    {
      path: paths.app.welcome.path,
      ...lazyRoute('./routes/app/welcome.tsx', 'WelcomeRoute'),
    },
    { path: paths.app.howToUse.path, ...howToUseRoute() },
    { path: paths.app.donate.path, ...donateRoute() },
    { path: paths.app.team.path, ...teamRoute() },
  ]
}

// The public top bar and footer load with the public pages' chunks, not in the entry every page runs: a
// pre-rendered public page shows them before any script, and a signed-in page never needs them.
const publicLayout = () => lazyRoute('./layouts/public-layout.tsx', 'PublicLayout')
// The shell's mailbox banner asks for the mailbox's status on every page (get-mailbox.ts).
const appLayout = () => lazyRoute('./layouts/app-layout.tsx', 'AppLayout', { reads: [{ path: '/mailbox' }] })
// Lazy so that TanStack Query, which it provides, stays out of the landing's initial JS.
const publicPageContainer = () => lazyRoute('./layouts/public-page-container.tsx', 'PublicPageContainer')

/** The route tree; a fresh copy each call (main.tsx resolves a pre-rendered page's lazy routes in it). */
export function appRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: FirstLoadFallback,
      ErrorBoundary: RouteError,
      children: [
        {
          ...publicLayout(),
          children: [
            {
              path: paths.home.path,
              ...lazyRoute('./routes/landing.tsx', 'LandingRoute'),
            },
            {
              ...publicPageContainer(),
              children: [
                {
                  path: paths.auth.signIn.path,
                  ...lazyRoute('./routes/auth/sign-in.tsx', 'SignInRoute'),
                },
                {
                  path: paths.auth.signUp.path,
                  ...lazyRoute('./routes/auth/sign-up.tsx', 'SignUpRoute'),
                },
                {
                  path: paths.auth.resetPassword.path,
                  ...lazyRoute('./routes/auth/reset-password.tsx', 'ResetPasswordRoute'),
                },
                { path: paths.public.team.path, ...teamRoute() },
                { path: paths.public.donate.path, ...donateRoute() },
                { path: paths.public.howToUse.path, ...howToUseRoute() },
              ],
            },
          ],
        },
        ...[paths.app.root.getHref('/app'), paths.app.root.getHref('/dashboard')].map((area) => ({
          path: area,
          ...appLayout(),
          children: shellPages('./layouts/app-layout.tsx', appAreaChildren()),
        })),
        {
          path: paths.admin.root.path,
          ...lazyRoute('./layouts/admin-layout.tsx', 'AdminLayout'),
          children: shellPages('./layouts/admin-layout.tsx', [
            {
              index: true,
              ...lazyRoute('./routes/admin/overview.tsx', 'AdminOverviewRoute'),
            },
            {
              path: paths.admin.internships.path,
              ...lazyRoute('./routes/admin/internships.tsx', 'AdminInternshipsRoute'),
            },
            {
              path: paths.admin.startups.path,
              ...lazyRoute('./routes/admin/startups.tsx', 'AdminStartupsRoute'),
            },
            {
              path: paths.admin.emails.path,
              ...lazyRoute('./routes/admin/emails.tsx', 'AdminEmailsRoute'),
            },
            {
              path: paths.admin.activity.path,
              ...lazyRoute('./routes/admin/activity.tsx', 'AdminActivityRoute'),
            },
          ]),
        },
        { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
      ],
    },
  ]
}

export function createAppRouter(routes = appRoutes()) {
  return createBrowserRouter(routes)
}

export function AppRouter({ routes }: { routes?: RouteObject[] }) {
  useAuthSession()
  const router = useMemo(() => createAppRouter(routes), [routes])
  return <RouterProvider router={router} />
}
