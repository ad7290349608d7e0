import type { DeletedStartupSnapshot } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateAdminStartups } from './invalidate-admin-startups'

/** Deletes at once; the answer is the snapshot that Undo sends back. */
export function deleteStartup(id: string) {
  return api.delete<DeletedStartupSnapshot>(`/admin/startups/${encodeURIComponent(id)}`)
}

export function useDeleteStartup() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteStartup, onSuccess: () => invalidateAdminStartups(queryClient) })
}
