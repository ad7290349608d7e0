import type { MailboxSettings } from '@coldstart/contract'
import { useQuery } from '@tanstack/react-query'
import { productTimeZone } from '@/config/product-day'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/**
 * The time zone the student's mailbox sends by (Settings → Mailbox), which the composer schedules in: a
 * scheduled email is shown and edited in it too, whatever zone this browser is in. The product's zone (the
 * mailbox's default) once no mailbox is connected; null while it is being read.
 */
export function useSendingZone(): string | null {
  const settings = useQuery({
    queryKey: queryKeys.mailboxSettings,
    queryFn: ({ signal }) => api.get<MailboxSettings>('/mailbox/settings', { signal }),
    retry: false,
  })
  if (settings.data) return settings.data.timeZone
  return settings.isError ? productTimeZone : null
}
