import type { Note, NoteConflict, SaveNoteBody } from '@coldstart/contract'
import { apiFetch, errorOf } from '@/lib/api-client'

export type SaveNoteOutcome = { kind: 'saved'; note: Note } | { kind: 'conflict'; current: Note }

/**
 * PUT /api/notes: the whole text and the version it was edited from. A 409 (saved elsewhere since) is an
 * outcome, not an error: it carries the current text. Any other failure throws ApiError (status 0 when the
 * server could not be reached). `keepalive` lets the request outlive a closing page (see apiFetch).
 */
export async function saveNote(
  input: SaveNoteBody,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<SaveNoteOutcome> {
  const response = await apiFetch('/notes', { method: 'PUT', body: input, keepalive })
  if (response.ok) return { kind: 'saved', note: (await response.json()) as Note }
  if (response.status === 409) {
    const conflict = (await response.json()) as NoteConflict
    return { kind: 'conflict', current: conflict.current }
  }
  throw await errorOf(response)
}
