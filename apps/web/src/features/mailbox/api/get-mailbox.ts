import type { MailboxStatus } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getMailbox(signal?: AbortSignal): Promise<MailboxStatus> {
  return api.get<MailboxStatus>('/mailbox', { signal })
}

export const mailboxQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.mailbox, queryFn: ({ signal }) => getMailbox(signal) })

/** The signed-in student's mailbox: connected as, last checked, paused and why. */
export function useMailbox() {
  return useQuery(mailboxQueryOptions())
}
