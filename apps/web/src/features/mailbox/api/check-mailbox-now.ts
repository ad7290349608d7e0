import type { MailCheckQueued } from '@coldstart/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export function checkMailboxNow() {
  return api.post<MailCheckQueued>('/mail-sync/check')
}

/** "Check now": the server queues a sync of the mailbox (one at a time); the status shows when it ran. */
export function useCheckMailboxNow() {
  return useMutation({ mutationFn: checkMailboxNow })
}
