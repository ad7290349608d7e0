import { useAuthStore } from '../hooks/use-auth-store'
import { toClientUser } from '../utils/user-display'
import {
  forgetSession,
  getSession,
  initialize,
  onAuthStateChange,
  refreshSession,
  startAutoRefresh,
} from './session-manager'
import { STORAGE_KEYS } from '@/config/storage-keys'

let started = false

/**
 * Starts the session for this page and mirrors it into the persisted store: the initial session, the
 * auto-refresh tick, and sign-in or sign-out in another tab. Idempotent.
 */
export function connectAuthStore() {
  if (started) return
  started = true

  onAuthStateChange((event, session) => {
    const store = useAuthStore.getState()
    if (session) store.setSignedIn(toClientUser(session.user))
    else store.setSignedOut()
    if (event === 'INITIAL_SESSION') store.markInitialized()
  })

  // Another tab changed `auth-store`: follow it (the cookies are shared, so its session is ours too).
  window.addEventListener('storage', async (event) => {
    if (event.key !== STORAGE_KEYS.auth) return
    await useAuthStore.persist.rehydrate()
    const signedInThere = useAuthStore.getState().isAuthenticated
    if (!signedInThere) forgetSession()
    else if (!getSession()) void refreshSession()
  })

  void initialize()
  startAutoRefresh()
}
