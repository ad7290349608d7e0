import type { Note } from '@coldstart/contract'
import { api } from '@/lib/api-client'

/**
 * GET /api/notes: the signed-in user's note, created empty on first use. Read by the note sync
 * (utils/note-sync-engine.ts), not the query cache: the note is local-first and its copy lives in localStorage.
 */
export function getNote(signal?: AbortSignal): Promise<Note> {
  return api.get<Note>('/notes', { signal })
}
