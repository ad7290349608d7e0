import type { MailboxSettings, MailboxSettingsBody } from '@coldstart/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** The connected mailbox's time zone, daily limit and sends today. */
export function useSendingSettings(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.mailboxSettings,
    queryFn: ({ signal }) => api.get<MailboxSettings>('/mailbox/settings', { signal }),
    enabled,
  })
}

export function useSaveSendingSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MailboxSettingsBody) => api.patch<MailboxSettings>('/mailbox/settings', body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.mailboxSettings, saved),
  })
}
