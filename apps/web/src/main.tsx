import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { keepFirstLoadPlaceholder } from './app/first-load-fallback'
import { AppProvider } from './app/provider'
import { appRoutes, AppRouter } from './app/router'
import { connectAuthStore } from './features/auth/session/connect-auth-store'
import { sessionCheckSent } from './features/auth/session/session-manager'
import { hasSignedInHint } from './features/auth/session/signed-in-hint'
import { forgetEarlyClicks } from './prerender/early-clicks'
import './styles/globals.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element in index.html')

// The session check (one round trip that every signed-in page waits for) starts before React's first render
// rather than in an effect after it; AppRouter's useAuthSession then finds it started.
connectAuthStore()

const routes = appRoutes()
const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter routes={routes} />
    </AppProvider>
  </StrictMode>
)

// A public page arrives pre-rendered (src/prerender, docs/decisions/016) to visitors without a session. It is
// already readable, so what adopts it is loaded a task after `load` (a module script always runs before it):
// the page's lazy route chunks come after `load`, as before pre-rendering (docs/decisions/003). Anyone else
// gets the empty shell.
// A page shell's root holds only a placeholder (`data-placeholder`, vite-plugins/route-shells.ts), rendered over.
const prerendered = root.hasChildNodes() && !root.hasAttribute('data-placeholder')
if (prerendered && !hasSignedInHint()) {
  const hydrate = () =>
    import('./prerender/hydrate-prerendered').then((m) => m.hydratePrerendered(root, routes, app))
  window.addEventListener('load', () => setTimeout(hydrate), { once: true })
} else {
  forgetEarlyClicks()
  keepFirstLoadPlaceholder(root)
  // The session check goes out once a cross-tab lock is granted, and the grant is a task on this thread: behind
  // the app's first render it would wait for the whole render, and every signed-in page waits for the check.
  // So the render waits for the check to go out first, 50 ms at most (another tab may hold the lock).
  // A transition, so React renders the app in short tasks instead of one long one (docs/decisions/018).
  const rendered = () => startTransition(() => createRoot(root).render(app))
  void Promise.race([sessionCheckSent(), new Promise((resolve) => setTimeout(resolve, 50))]).then(rendered)
}
