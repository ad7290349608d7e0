import type { BookmarkKind, BookmarkState } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { dropFromLists, isSavedInCache, setSavedInCache } from './bookmark-cache'
import { kindPath } from './bookmark-path'
import { queryKeys } from '@/lib/query-keys'

export function removeBookmark(kind: BookmarkKind, id: string): Promise<BookmarkState> {
  return api.delete<BookmarkState>(kindPath(kind, id))
}

/** Unsave: gone from the button and the Bookmarks list at once; both come back if the server refuses. */
export function useRemoveBookmark(kind: BookmarkKind, id: string) {
  const qc = useQueryClient()
  return useMutation({
    scope: { id: `bookmark:${kind}:${id}` },
    mutationFn: () => removeBookmark(kind, id),
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: queryKeys.bookmarks.all })
      const wasSaved = isSavedInCache(qc, kind, id)
      setSavedInCache(qc, kind, id, false)
      dropFromLists(qc, kind, id)
      return { wasSaved }
    },
    onError: (_error, _input, context) => {
      if (context) setSavedInCache(qc, kind, id, context.wasSaved)
    },
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.bookmarks.all }),
  })
}
