import { plural, type OutreachSettings } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function saveOutreachSettings(settings: OutreachSettings) {
  return api.put<OutreachSettings>('/outreach/settings', settings)
}

/** Saves the follow-up wait; the nudges depend on it, so every outreach list is read again. */
export function useSaveOutreachSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveOutreachSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.outreach.settings, saved)
      toast.success(`Follow-ups now come after ${plural(saved.followUpAfterDays, 'day')}`)
      return queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all })
    },
    onError: (error) => toast.error(error.message),
  })
}
