import type { MailSyncOverview } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** Under the outreach key: a send marked replied by hand reads it again. */
export const mailRepliesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.outreach.mailReplies,
    meta: { what: 'the replies your mailbox received' },
    queryFn: ({ signal }) => api.get<MailSyncOverview>('/mail-sync/overview', { signal }),
  })

/** The reply rate of emails sent from the mailbox, and the newest replies, bounces and possible replies. */
export function useMailReplies() {
  return useQuery({ ...mailRepliesQueryOptions(), refetchInterval: 5 * 60_000, refetchOnWindowFocus: true })
}
