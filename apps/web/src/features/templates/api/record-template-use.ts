import type { EmailTemplate, TemplateUseResponse } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function recordTemplateUse(id: string) {
  return api.post<TemplateUseResponse>(`/templates/${encodeURIComponent(id)}/use`)
}

/**
 * A use is counted when a template is chosen for composing or copied from the customize dialog.
 * The server's new count goes straight into the cached list; a failure is only logged.
 */
export function useRecordTemplateUse() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordTemplateUse,
    onSuccess: ({ id, usageCount }) => {
      queryClient.setQueryData<EmailTemplate[]>(queryKeys.templates, (list) =>
        list?.map((t) => (t.id === id ? { ...t, usageCount } : t)),
      )
    },
    onError: (error) => console.warn('Could not count the template use', error),
  })
}
