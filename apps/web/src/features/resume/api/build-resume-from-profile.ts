import type { ResumeSavedResponse } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function buildResumeFromProfile(): Promise<ResumeSavedResponse> {
  return api.post<ResumeSavedResponse>('/resume/from-profile')
}

/** "Build resume text from profile": the summary written from the profile's fields. */
export function useBuildResumeFromProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: buildResumeFromProfile,
    onSuccess: ({ writer: _writer, ...profile }) => queryClient.setQueryData(queryKeys.profile, profile),
  })
}
