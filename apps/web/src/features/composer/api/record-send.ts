import type { RecordSendsBody } from '@coldstart/contract'
import type { QueryClient } from '@tanstack/react-query'
import { env } from '@/config/env'
import { getAccessToken } from '@/lib/auth-token'

/** Every outreach query (the log, the nudges, "last emailed") starts with this key. */
export const outreachQueryKey = ['outreach'] as const

/**
 * POST /api/outreach/sends: logs what the student just sent. Fire and forget with keepalive: a mailto link
 * may hand the page to the mail app, and the request must outlive that. It then cannot wait for a token
 * refresh, so it goes with the token in memory; a failure only costs a log line, never the email.
 */
export function recordSend(body: RecordSendsBody, queryClient: QueryClient) {
  const token = getAccessToken()
  void fetch(`${env.apiBaseUrl}/outreach/sends`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
    .then((response) => {
      if (!response.ok) console.warn('Could not log the send', response.status)
      return queryClient.invalidateQueries({ queryKey: outreachQueryKey })
    })
    .catch((error: unknown) => console.warn('Could not log the send', error))
}
