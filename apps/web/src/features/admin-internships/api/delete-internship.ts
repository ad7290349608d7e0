import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateInternships } from './invalidate-internships'

export function deleteInternship(id: string) {
  return api.delete<void>(`/admin/internships/${encodeURIComponent(id)}`)
}

export function useDeleteInternship() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteInternship, onSuccess: () => invalidateInternships(queryClient) })
}
