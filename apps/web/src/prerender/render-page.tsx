import { StrictMode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, MemoryRouter, StaticRouterProvider } from 'react-router'
import { queryClient } from '@/app/layout-providers'
import { AppProvider } from '@/app/provider'
import { appRoutes } from '@/app/router'
import { PageLoader } from '@/components/feedback/page-loader'
import { ShellSkeleton } from '@/components/layouts/shell-skeleton'
import { appAreaOf, paths } from '@/config/paths'
import { authProvidersQueryOptions } from '@/features/auth/api/get-auth-providers'
import { useAuthStore } from '@/features/auth/hooks/use-auth-store'
import type { SignInMethods } from './pages'
import { routeModules } from './route-modules'
import { snapshotCurrentAuthState } from './signed-out-snapshot'

/**
 * The build's server-side entry (vite.config.ts runs it after the client build): renders one public page to
 * HTML with the same routes and components the browser hydrates. A build has no visitor, so the page is the
 * signed-out one in the light theme: the server only sends it to visitors without a session, and
 * public/early.js switches the theme class on <html> before first paint. `methods`: the sign-in methods
 * the page is rendered for, as if the server had answered GET /api/auth/providers so.
 */
export async function renderPage(pathname: string, methods?: SignInMethods): Promise<string> {
  queryClient.clear()
  if (methods) queryClient.setQueryData(authProvidersQueryOptions().queryKey, methods)

  // The browser reaches "signed out" before it hydrates (nothing stored, no session hint, nothing to ask);
  // here there is no storage to read and no session check, so the store is told directly.
  const auth = useAuthStore.getState()
  auth.markHydrated()
  auth.markInitialized()
  snapshotCurrentAuthState()

  const handler = createStaticHandler(appRoutes())
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`))
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect, not a page`)
  if (context.errors) throw new Error(`${pathname} failed to render: ${JSON.stringify(context.errors)}`)

  const router = createStaticRouter(handler.dataRoutes, context)
  // prerenderToNodeStream waits for every lazy part (the toaster too), so nothing is left for the client to
  // render over the server's HTML. hydrate={false}: the router state would be an inline script (the CSP
  // refuses it), and these routes have no loader data to carry anyway.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  )
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

/** Every page with the lazy modules it loads, for the build to preload (vite-plugins/route-shells.ts). */
export const pageModules = () => routeModules(appRoutes())

const adminHome = paths.admin.root.getHref()

/**
 * What a page shows while its scripts load, for the page shells' HTML: a signed-in page's shell (an app area
 * or the admin's) as skeletons, any other page a spinner. The router shows the same markup until the page's
 * code has loaded (app/first-load-fallback.tsx), without the skeleton's code in the landing's initial script.
 */
export const pagePlaceholder = (pagePath: string) => {
  const home =
    appAreaOf(pagePath) ?? (pagePath === adminHome || pagePath.startsWith(`${adminHome}/`) ? adminHome : null)
  return renderToStaticMarkup(
    home ? (
      <MemoryRouter>
        <ShellSkeleton homeHref={home} />
      </MemoryRouter>
    ) : (
      <PageLoader />
    ),
  )
}
