import type { OutreachSettings } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { api } from '@/lib/api-client'
import { outreachQueryKey } from './keys'
import { outreachSettingsQueryKey } from './get-settings'

export function saveOutreachSettings(settings: OutreachSettings) {
  return api.put<OutreachSettings>('/outreach/settings', settings)
}

/** Saves the follow-up wait; the nudges depend on it, so every outreach list is read again. */
export function useSaveOutreachSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveOutreachSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(outreachSettingsQueryKey, saved)
      toast.success(
        `Follow-ups now come after ${saved.followUpAfterDays} day${saved.followUpAfterDays === 1 ? '' : 's'}`,
      )
      return queryClient.invalidateQueries({ queryKey: outreachQueryKey })
    },
    onError: (error) => toast.error(error.message),
  })
}
