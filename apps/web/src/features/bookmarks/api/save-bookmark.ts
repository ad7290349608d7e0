import type { BookmarkKind, BookmarkState } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { isSavedInCache, setSavedInCache } from './bookmark-cache'
import { kindPath } from './bookmark-path'
import { queryKeys } from '@/lib/query-keys'

export type SaveBookmarkInput = { kind: BookmarkKind; id: string; note?: string }

export function saveBookmark({ kind, id, note }: SaveBookmarkInput): Promise<BookmarkState> {
  return api.put<BookmarkState>(kindPath(kind, id), note === undefined ? {} : { note })
}

/**
 * Save: the button shows Saved at once and goes back if the server refuses. Saves and removals of one target
 * run one after another (a mutation scope), so quick toggling ends in the state last clicked.
 */
export function useSaveBookmark(kind: BookmarkKind, id: string) {
  const qc = useQueryClient()
  return useMutation({
    scope: { id: `bookmark:${kind}:${id}` },
    mutationFn: (note?: string) => saveBookmark({ kind, id, note }),
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: queryKeys.bookmarks.ids })
      const wasSaved = isSavedInCache(qc, kind, id)
      setSavedInCache(qc, kind, id, true)
      return { wasSaved }
    },
    onError: (_error, _input, context) => {
      if (context) setSavedInCache(qc, kind, id, context.wasSaved)
    },
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.bookmarks.all }),
  })
}
