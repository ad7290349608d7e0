import { useEffect, useState, useSyncExternalStore } from 'react'
import { registerBeforeSignOut } from '@/lib/before-sign-out'
import { getNote } from '../api/get-note'
import { saveNote } from '../api/save-note'
import { noteLocalStore } from '../utils/note-local-copy'
import { NoteSyncEngine } from '../utils/note-sync-engine'

/**
 * The signed-in user's note, synced (utils/note-sync-engine.ts), wired to the page's life: a keepalive save when
 * the page is hidden or left, an immediate retry when the browser is back online, and a last save before
 * Sign Out, after which the local copy is removed only if the server has it. One user per mounted panel
 * (the layout keys the panel by user id).
 */
export function useNoteSync(userId: string) {
  const [local] = useState(() => noteLocalStore(userId))
  const [sync] = useState(() => new NoteSyncEngine({ load: () => getNote(), save: saveNote, local }))

  useEffect(() => {
    sync.start()
    const flushOnExit = () => sync.flushOnExit()
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') sync.flushOnExit()
    }
    const onOnline = () => sync.retryNow()
    window.addEventListener('pagehide', flushOnExit)
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('online', onOnline)
    const unregister = registerBeforeSignOut(async () => {
      if (await sync.flush()) local.clear()
    })
    return () => {
      window.removeEventListener('pagehide', flushOnExit)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('online', onOnline)
      unregister()
      // Leaving the app area with edits pending: send them before letting go.
      sync.flushOnExit()
      sync.stop()
    }
  }, [sync, local])

  const state = useSyncExternalStore(sync.subscribe, sync.getState)
  return { state, sync }
}
