import type { AdminStartupCard } from '@coldstart/contract'
import { toast } from '@/lib/toast'
import { useDeleteStartup } from '../api/delete-startup'
import { useRestoreStartup } from '../api/restore-startup'

export const UNDO_TOAST_MS = 8000

/**
 * Delete asks no confirmation. Nothing is lost by a slip: the delete answers with a snapshot and the
 * toast's Undo puts it back (same id, counters, tags, team) for a few seconds.
 */
export function useDeleteWithUndo() {
  const remove = useDeleteStartup()
  const restore = useRestoreStartup()

  function deleteStartup(startup: AdminStartupCard) {
    remove.mutate(startup.id, {
      onError: (error) => toast.error(`Could not delete “${startup.name}”: ${error.message}`),
      onSuccess: (snapshot) => {
        toast(`Deleted “${snapshot.name}”`, {
          duration: UNDO_TOAST_MS,
          action: {
            label: 'Undo',
            onClick: () =>
              restore.mutate(snapshot, {
                onSuccess: () => toast.success(`Restored “${snapshot.name}”`),
                onError: (error) => toast.error(`Could not restore “${snapshot.name}”: ${error.message}`),
              }),
          },
        })
      },
    })
  }

  return { deleteStartup, deletingId: remove.isPending ? remove.variables : null }
}
