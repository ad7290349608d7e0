import type { MailboxSendItem } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast'

export type MailboxSendAction =
  { id: string; action: 'cancel' | 'send-now' | 'retry' } | { id: string; action: 'reschedule'; at: Date }

export function actOnMailboxSend(change: MailboxSendAction) {
  const path = `/mailbox/sends/${encodeURIComponent(change.id)}`
  return change.action === 'reschedule'
    ? api.patch<MailboxSendItem>(path, { scheduledFor: change.at.toISOString() })
    : api.post<MailboxSendItem>(`${path}/${change.action}`)
}

/** Cancel, send now, a new time or Retry on an email queued in the student's mailbox. */
export function useActOnMailboxSend() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: actOnMailboxSend,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all }),
    onError: (error) => toast.error(`Could not change the email: ${error.message}`),
  })
}
