import type { AdminStartupDetail, DeletedStartupSnapshot } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateAdminStartups } from './invalidate-admin-startups'

/** Undo of a delete: the snapshot goes back and the startup returns under its old id. */
export function restoreStartup(snapshot: DeletedStartupSnapshot) {
  return api.post<AdminStartupDetail>('/admin/startups/restore', { snapshot })
}

export function useRestoreStartup() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: restoreStartup, onSuccess: () => invalidateAdminStartups(queryClient) })
}
