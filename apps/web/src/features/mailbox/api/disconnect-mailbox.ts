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
    onSuccess: () => {
      // the sending settings belong to the connection: gone with it (reading them again would be a 409)
      queryClient.removeQueries({ queryKey: queryKeys.mailboxSettings })
      return queryClient.invalidateQueries({ queryKey: queryKeys.mailbox, exact: true })
    },
  })
}
