import type { StartupImportResponse } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateAdminStartups } from './invalidate-admin-startups'

/** dryRun: the preview (nothing written); otherwise the import itself, in one transaction. */
export function importStartups(variables: { csv: string; dryRun: boolean }) {
  return api.post<StartupImportResponse>('/admin/startups/import', variables)
}

export function useImportStartups() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importStartups,
    onSuccess: (result) => (result.imported ? invalidateAdminStartups(queryClient) : undefined),
  })
}
