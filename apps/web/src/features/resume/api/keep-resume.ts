import type { KeepResumeBody, ResumeSavedResponse } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// The profile query's key (features/profile owns it; features do not import each other).

export function keepResume(body: KeepResumeBody): Promise<ResumeSavedResponse> {
  return api.put<ResumeSavedResponse>('/resume', body)
}

/** Keeps the reviewed resume text; the server writes the summary the AI composes emails from. */
export function useKeepResume() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: keepResume,
    onSuccess: ({ writer: _writer, ...profile }) => {
      queryClient.setQueryData(queryKeys.profile, profile)
      // a new resume offers other projects and results to pick from
      void queryClient.invalidateQueries({ queryKey: queryKeys.emailPicks })
    },
  })
}
