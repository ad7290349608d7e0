import type { MailboxSendBody, MailboxSendResponse } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast'

export function sendFromMailbox(body: MailboxSendBody) {
  return api.post<MailboxSendResponse>('/mailbox/sends', body)
}

/** Queues the email in the student's mailbox (one per recipient); the log and the day's count change. */
export function useSendFromMailbox() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendFromMailbox,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.mailboxSettings }),
      ]),
    onError: (error) => toast.error(`Could not queue the email: ${error.message}`),
  })
}
