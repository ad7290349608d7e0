import type { RecordSendsBody } from '@coldstart/contract'
import type { QueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/**
 * POST /api/outreach/sends: logs what the student just sent. Fire and forget with keepalive: a mailto link
 * may hand the page to the mail app, and the request must outlive that (so it goes with the token in memory,
 * see apiFetch); a failure only costs a log line, never the email.
 */
export function recordSend(body: RecordSendsBody, queryClient: QueryClient) {
  apiFetch('/outreach/sends', { method: 'POST', body, keepalive: true })
    .then((response) => {
      if (!response.ok) console.warn('Could not log the send', response.status)
      return queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all })
    })
    .catch((error: unknown) => console.warn('Could not log the send', error))
}
