import type { AdminStartupDetail, StartupInput } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateAdminStartups } from './invalidate-admin-startups'

export type SaveStartupVariables =
  { id: null; input: StartupInput } | { id: string; input: StartupInput; version: string }

/** "Create Startup" (no id) or "Update Startup" (id and the version the dialog opened on). */
export function saveStartup(variables: SaveStartupVariables) {
  return variables.id === null
    ? api.post<AdminStartupDetail>('/admin/startups', variables.input)
    : api.put<AdminStartupDetail>(`/admin/startups/${encodeURIComponent(variables.id)}`, {
        ...variables.input,
        version: variables.version,
      })
}

export function useSaveStartup() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveStartup, onSuccess: () => invalidateAdminStartups(queryClient) })
}
