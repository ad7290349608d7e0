import { useSyncExternalStore } from 'react'
import type { ExternalToast } from 'sonner'

// Toasts only follow what a student did, so sonner (~10 KiB gzip) and its Toaster load with the first one
// instead of with every page. A toast asked for before the Toaster is mounted is shown once it is: sonner
// hands a new Toaster the toasts already active.
const loadSonner = () => import('sonner')

let wanted = false
const listeners = new Set<() => void>()

function show(run: (sonner: Awaited<ReturnType<typeof loadSonner>>) => void) {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  loadSonner().then(run, (error: unknown) => console.warn('Could not show a notification', error))
}

type Show = (message: string, data?: ExternalToast) => void

/** sonner's `toast`, `toast.success` and `toast.error`, loaded on first use. */
export const toast: Show & { success: Show; error: Show } = Object.assign(
  (message: string, data?: ExternalToast) => show((s) => s.toast(message, data)),
  {
    success: (message: string, data?: ExternalToast) => show((s) => s.toast.success(message, data)),
    error: (message: string, data?: ExternalToast) => show((s) => s.toast.error(message, data)),
  },
)

/** True once a toast has been asked for: the layout mounts the Toaster from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => wanted,
    () => false,
  )
}
