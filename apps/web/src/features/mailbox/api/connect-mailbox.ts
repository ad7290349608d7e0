import type { ConnectMailboxBody, MailboxStatus } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function connectMailbox(body: ConnectMailboxBody): Promise<MailboxStatus> {
  return api.put<MailboxStatus>('/mailbox', body)
}

/**
 * Checks and connects the mailbox (the server proves IMAP and SMTP first). The request holds the app password:
 * `gcTime: 0` drops the finished mutation, and with it the password, from the cache at once.
 */
export function useConnectMailbox() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: connectMailbox,
    gcTime: 0,
    onSuccess: (status) => queryClient.setQueryData(queryKeys.mailbox, status),
  })
}
