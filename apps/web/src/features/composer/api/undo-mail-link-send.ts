import { OUTREACH_UNDO_MINUTES } from '@coldstart/contract'
import type { QueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast'

/**
 * A mail link is logged on the click, whether or not a mail app opened: the toast says what happened and
 * its Undo takes the logged send back (DELETE /api/outreach/sends/:id, each recipient's row).
 */
export function offerMailLinkUndo(ids: string[], queryClient: QueryClient) {
  if (!ids.length) return
  async function undo() {
    try {
      await Promise.all(ids.map((id) => api.delete(`/outreach/sends/${id}`)))
      toast('Removed from your follow-ups')
    } catch (error) {
      toast.error(`Could not undo the send: ${(error as Error).message}`)
    } finally {
      void queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all })
    }
  }
  toast('Opened your mail app · Not sent?', {
    action: { label: 'Undo', onClick: () => void undo() },
    // the server takes a send back for OUTREACH_UNDO_MINUTES; the toast stays a good while of that
    duration: Math.min(OUTREACH_UNDO_MINUTES * 60_000, 20_000),
  })
}
