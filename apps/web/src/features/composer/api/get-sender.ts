import type { MailboxSettings, MailboxStatus } from '@coldstart/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export interface Sender {
  address: string
  timeZone: string
  dailyLimit: number
}

/**
 * The student's connected mailbox as the composer sends from it, or null (none, or paused until reconnected:
 * then only the mail link, Copy, Gmail and .eml are offered). Reads the settings page's cache entries.
 */
export function useSender(enabled: boolean): Sender | null {
  const status = useQuery({
    queryKey: queryKeys.mailbox,
    queryFn: ({ signal }) => api.get<MailboxStatus>('/mailbox', { signal }),
    enabled,
  })
  const usable = Boolean(status.data?.connected && status.data.address && !status.data.pausedReason)
  const settings = useQuery({
    queryKey: queryKeys.mailboxSettings,
    queryFn: ({ signal }) => api.get<MailboxSettings>('/mailbox/settings', { signal }),
    enabled: enabled && usable,
  })
  if (!usable || !settings.data) return null
  return { address: status.data!.address!, ...settings.data }
}
