import { OUTREACH_UNDO_MINUTES } from '@coldstart/contract'
import type { QueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast'

export const UNDONE_MESSAGE = 'Removed from your follow-ups'

/**
 * Takes a mail link's logged send back (DELETE /api/outreach/sends/:id, each recipient's row): a mail link
 * is logged on the click, whether or not a mail app opened. Rejects with the server's reason.
 */
export async function undoMailLinkSend(ids: string[], queryClient: QueryClient) {
  try {
    await Promise.all(ids.map((id) => api.delete(`/outreach/sends/${id}`)))
  } finally {
    void queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all })
  }
}

/**
 * The toast that offers the Undo once the composer is closed (while it is open, everything outside it is
 * inert and the composer offers the Undo itself).
 */
export function offerMailLinkUndo(ids: string[], queryClient: QueryClient, onUndone?: () => void) {
  if (!ids.length) return
  async function undo() {
    try {
      await undoMailLinkSend(ids, queryClient)
      onUndone?.()
      toast(UNDONE_MESSAGE)
    } catch (error) {
      toast.error(`Could not undo the send: ${(error as Error).message}`)
    }
  }
  toast('Opened your mail app · Not sent?', {
    action: { label: 'Undo', onClick: () => void undo() },
    // the server takes a send back for OUTREACH_UNDO_MINUTES; the toast stays a good while of that
    duration: Math.min(OUTREACH_UNDO_MINUTES * 60_000, 20_000),
  })
}
