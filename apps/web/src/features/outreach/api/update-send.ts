import type { OutreachSend, UpdateOutreachSendBody } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function updateSend(id: string, change: UpdateOutreachSendBody) {
  return api.patch<OutreachSend>(`/outreach/sends/${encodeURIComponent(id)}`, change)
}

/** Status, snooze or "followed up" on one send; every outreach list is read again afterwards. */
export function useUpdateSend() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateOutreachSendBody }) => updateSend(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all }),
    onError: (error) => toast.error(`Could not update the email: ${error.message}`),
  })
}
