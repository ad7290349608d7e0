import type { AdminTemplate, AdminTemplateInput } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateTemplates } from './invalidate-templates'

/** Creates a template (no id) or replaces one (with its id). */
export function saveTemplate({ id, input }: { id: string | null; input: AdminTemplateInput }) {
  return id
    ? api.put<AdminTemplate>(`/admin/templates/${encodeURIComponent(id)}`, input)
    : api.post<AdminTemplate>('/admin/templates', input)
}

export function useSaveTemplate() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveTemplate, onSuccess: () => invalidateTemplates(queryClient) })
}
