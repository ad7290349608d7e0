import type { RecordSendsBody, RecordSendsResponse } from '@coldstart/contract'
import type { QueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/**
 * POST /api/outreach/sends: logs what the student just sent. Fire and forget with keepalive: a mailto link
 * may hand the page to the mail app, and the request must outlive that (so it goes with the token in memory,
 * see apiFetch); a failure only costs a log line, never the email. `onRecorded` gets the ids written (one
 * per recipient), by which a mail link's send can be taken back.
 */
export function recordSend(
  body: RecordSendsBody,
  queryClient: QueryClient,
  onRecorded?: (ids: string[]) => void,
) {
  apiFetch('/outreach/sends', { method: 'POST', body, keepalive: true })
    .then(async (response) => {
      if (!response.ok) console.warn('Could not log the send', response.status)
      else if (onRecorded) onRecorded(((await response.json()) as RecordSendsResponse).ids)
      return queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all })
    })
    .catch((error: unknown) => console.warn('Could not log the send', error))
}
