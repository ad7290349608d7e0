import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function disconnectMailbox(): Promise<void> {
  return api.delete<void>('/mailbox')
}

/** Forgets the mailbox: the server deletes the password and the sync state. */
export function useDisconnectMailbox() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disconnectMailbox,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mailbox }),
  })
}
