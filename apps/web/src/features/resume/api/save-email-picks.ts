import type { EmailPicksBody, EmailPicksResponse } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function saveEmailPicks(body: EmailPicksBody): Promise<EmailPicksResponse> {
  return api.put<EmailPicksResponse>('/resume/picks', body)
}

/** Keeps the project and result the emails use; the answer is what they use from now on. */
export function useSaveEmailPicks() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveEmailPicks,
    onSuccess: (picks) => queryClient.setQueryData(queryKeys.emailPicks, picks),
  })
}
