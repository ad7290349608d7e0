import type { Note, NoteConflict, SaveNoteBody } from '@coldstart/contract'
import { env } from '@/config/env'
import { ApiError, readErrorMessage } from '@/lib/api-client'
import { getAccessToken, refreshAccessToken, waitForAccessToken } from '@/lib/auth-token'

export type SaveNoteOutcome = { kind: 'saved'; note: Note } | { kind: 'conflict'; current: Note }

// Browsers refuse keepalive bodies over 64 KiB in flight per page; leave room for headers.
const KEEPALIVE_MAX_BYTES = 60_000

function put(body: string, token: string | null, keepalive: boolean) {
  return fetch(`${env.apiBaseUrl}/notes`, {
    method: 'PUT',
    credentials: 'include',
    keepalive,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  })
}

/**
 * PUT /api/notes: the whole text and the version it was edited from. A 409 (saved elsewhere since) is an
 * outcome, not an error: it carries the current text. Any other failure throws ApiError (status 0 when the
 * server could not be reached). `keepalive` lets the request outlive a closing page; it then cannot wait for
 * a token refresh, so it uses the token in memory.
 */
export async function saveNote(
  input: SaveNoteBody,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<SaveNoteOutcome> {
  const body = JSON.stringify(input)
  const useKeepalive = keepalive && new Blob([body]).size <= KEEPALIVE_MAX_BYTES
  let response: Response
  try {
    const token = useKeepalive ? getAccessToken() : await waitForAccessToken()
    response = await put(body, token, useKeepalive)
    if (response.status === 401 && token && !useKeepalive) {
      const fresh = await refreshAccessToken()
      if (fresh) response = await put(body, fresh, false)
    }
  } catch {
    throw new ApiError(0, 'Network error: the server could not be reached')
  }
  if (response.ok) return { kind: 'saved', note: (await response.json()) as Note }
  if (response.status === 409) {
    const conflict = (await response.json()) as NoteConflict
    return { kind: 'conflict', current: conflict.current }
  }
  const { message, field } = await readErrorMessage(response)
  throw new ApiError(response.status, message, field)
}
