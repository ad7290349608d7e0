import { useAuthStore } from '@/features/auth/hooks/use-auth-store'

/**
 * zustand hands React the store's initial state as the "server snapshot", which React uses both when
 * rendering on the server and for the first render of hydration. For the auth store that state is "loading"
 * (nothing read yet), so the landing would be pre-rendered as its spinner and then replaced. On both sides
 * the state at that moment is known to be "signed out" instead: the build marks it so (render-page.tsx), and
 * the browser only hydrates visitors without a session hint, whose session check has answered by then
 * (main.tsx). So the initial state is brought up to the current one, for the render that adopts the HTML.
 * (zustand reads it through its own store object, not the hook's copy of getInitialState, hence the copy
 * into the object rather than a replaced function; nothing else reads the initial state.)
 */
export function snapshotCurrentAuthState() {
  Object.assign(useAuthStore.getInitialState(), useAuthStore.getState())
}
