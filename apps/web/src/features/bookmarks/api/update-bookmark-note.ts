import type { BookmarkNoteSaved } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { setNoteInLists } from './bookmark-cache'

export function updateBookmarkNote(bookmarkId: string, note: string): Promise<BookmarkNoteSaved> {
  return api.patch<BookmarkNoteSaved>(`/bookmarks/${encodeURIComponent(bookmarkId)}`, { note })
}

/**
 * Saves one bookmark's note. The cached lists take the saved text in place instead of refetching, so a
 * refetch never replaces what the student is still typing. Saves of one note run in order (a scope).
 */
export function useUpdateBookmarkNote(bookmarkId: string) {
  const qc = useQueryClient()
  return useMutation({
    scope: { id: `bookmark-note:${bookmarkId}` },
    mutationFn: (note: string) => updateBookmarkNote(bookmarkId, note),
    onSuccess: (saved) => setNoteInLists(qc, saved.id, saved.note),
  })
}
