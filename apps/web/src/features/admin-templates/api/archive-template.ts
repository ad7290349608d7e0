import type { AdminTemplate } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateTemplates } from './invalidate-templates'

export function archiveTemplate(id: string) {
  return api.post<AdminTemplate>(`/admin/templates/${encodeURIComponent(id)}/archive`)
}

export function useArchiveTemplate() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: archiveTemplate, onSuccess: () => invalidateTemplates(queryClient) })
}
