import type { SaveProfileBody, SaveProfileResponse } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function saveProfile(body: SaveProfileBody): Promise<SaveProfileResponse> {
  return api.put<SaveProfileResponse>('/profile', body)
}

/** Saves profile and preferences; the answer (with the new resume summary) replaces the cached profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: ({ summaryUpdated: _updated, message: _message, ...profile }) => {
      queryClient.setQueryData(queryKeys.profile, profile)
      void queryClient.invalidateQueries({ queryKey: queryKeys.templateValues })
    },
  })
}
