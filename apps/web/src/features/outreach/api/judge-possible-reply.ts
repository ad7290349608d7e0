import type { MailReplyItem } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast'

export type Judgement = 'confirm' | 'dismiss'

export function judgePossibleReply(id: string, judgement: Judgement) {
  const path = `/mail-sync/sends/${encodeURIComponent(id)}/${judgement === 'confirm' ? 'confirm-reply' : 'dismiss-reply'}`
  return api.post<MailReplyItem | null>(path)
}

/** Confirm (it was a reply: follow-ups stop) or "Not a reply" (forgotten); every outreach list reads again. */
export function useJudgePossibleReply() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, judgement }: { id: string; judgement: Judgement }) =>
      judgePossibleReply(id, judgement),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all }),
    onError: (error) => toast.error(`Could not save that: ${error.message}`),
  })
}
