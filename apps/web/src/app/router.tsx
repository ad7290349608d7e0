import { useMemo } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { PageLoader } from '@/components/feedback/page-loader'
import { RouteError } from '@/components/feedback/route-error'
import { paths } from '@/config/paths'
import { useAuthSession } from '@/features/auth/hooks/use-auth-session'
import { hasSignedInHint } from '@/features/auth/session/signed-in-hint'
import { RootLayout } from './root-layout'

// Static pages shared by the public layout and the app areas.
const teamRoute = () => import('./routes/team').then((m) => ({ Component: m.TeamRoute }))
const donateRoute = () => import('./routes/donate').then((m) => ({ Component: m.DonateRoute }))
const howToUseRoute = () => import('./routes/how-to-use').then((m) => ({ Component: m.HowToUseRoute }))
const startupsRoute = () => import('./routes/app/startups').then((m) => ({ Component: m.StartupsRoute }))

// The directory's first page is asked for beside the route's chunk, not after the chunk has loaded and
// rendered. The loader only starts the read (the page waits for nothing); the read itself waits for the
// session check, already under way.
function startupsLoader() {
  if (hasSignedInHint()) void import('./route-prefetch').then((m) => m.prefetchStartupsPage()).catch(() => {})
  return null
}

/** /app and /dashboard are two identical areas (SPEC §2): both get the routes built here. */
function appAreaChildren(): RouteObject[] {
  return [
    { index: true, lazy: startupsRoute, loader: startupsLoader },
    {
      path: paths.app.internships.path,
      lazy: () => import('./routes/app/internships').then((m) => ({ Component: m.InternshipsRoute })),
    },
    {
      path: paths.app.internship.path,
      lazy: () => import('./routes/app/internship').then((m) => ({ Component: m.InternshipRoute })),
    },
    { path: paths.app.startups.path, lazy: startupsRoute, loader: startupsLoader },
    {
      path: paths.app.startup.path,
      lazy: () => import('./routes/app/startup').then((m) => ({ Component: m.StartupRoute })),
    },
    {
      path: paths.app.emails.path,
      lazy: () => import('./routes/app/emails').then((m) => ({ Component: m.EmailsRoute })),
    },
    {
      path: paths.app.resumes.path,
      lazy: () => import('./routes/app/resumes').then((m) => ({ Component: m.ResumesRoute })),
    },
    {
      path: paths.app.bookmarks.path,
      lazy: () => import('./routes/app/bookmarks').then((m) => ({ Component: m.BookmarksRoute })),
    },
    {
      path: paths.app.followUps.path,
      lazy: () => import('./routes/app/follow-ups').then((m) => ({ Component: m.FollowUpsRoute })),
    },
    {
      path: paths.app.settings.path,
      lazy: () => import('./routes/app/settings').then((m) => ({ Component: m.SettingsRoute })),
    },
    { path: paths.app.howToUse.path, lazy: howToUseRoute },
    { path: paths.app.donate.path, lazy: donateRoute },
    { path: paths.app.team.path, lazy: teamRoute },
  ]
}

// The public top bar and footer load with the public pages' chunks, not in the entry every page runs: a
// pre-rendered public page shows them before any script, and a signed-in page never needs them.
const publicLayout = () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout }))
const appLayout = () => import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout }))
// Lazy so that TanStack Query, which it provides, stays out of the landing's initial JS.
const publicPageContainer = () =>
  import('./layouts/public-page-container').then((m) => ({ Component: m.PublicPageContainer }))

/** The route tree; a fresh copy each call (main.tsx resolves a pre-rendered page's lazy routes in it). */
export function appRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        {
          lazy: publicLayout,
          children: [
            {
              path: paths.home.path,
              lazy: () => import('./routes/landing').then((m) => ({ Component: m.LandingRoute })),
            },
            {
              lazy: publicPageContainer,
              children: [
                {
                  path: paths.auth.signIn.path,
                  lazy: () => import('./routes/auth/sign-in').then((m) => ({ Component: m.SignInRoute })),
                },
                {
                  path: paths.auth.resetPassword.path,
                  lazy: () =>
                    import('./routes/auth/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
                },
                { path: paths.public.team.path, lazy: teamRoute },
                { path: paths.public.donate.path, lazy: donateRoute },
                { path: paths.public.howToUse.path, lazy: howToUseRoute },
              ],
            },
          ],
        },
        { path: paths.auth.signUp.path, element: <Navigate to={paths.auth.signIn.getHref()} replace /> },
        ...[paths.app.root.getHref('/app'), paths.app.root.getHref('/dashboard')].map((area) => ({
          path: area,
          lazy: appLayout,
          children: appAreaChildren(),
        })),
        {
          path: paths.admin.root.path,
          lazy: () => import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
          children: [
            {
              index: true,
              lazy: () =>
                import('./routes/admin/overview').then((m) => ({ Component: m.AdminOverviewRoute })),
            },
            {
              path: paths.admin.internships.path,
              lazy: () =>
                import('./routes/admin/internships').then((m) => ({ Component: m.AdminInternshipsRoute })),
            },
            {
              path: paths.admin.startups.path,
              lazy: () =>
                import('./routes/admin/startups').then((m) => ({ Component: m.AdminStartupsRoute })),
            },
            {
              path: paths.admin.emails.path,
              lazy: () => import('./routes/admin/emails').then((m) => ({ Component: m.AdminEmailsRoute })),
            },
            {
              path: paths.admin.activity.path,
              lazy: () =>
                import('./routes/admin/activity').then((m) => ({ Component: m.AdminActivityRoute })),
            },
          ],
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
