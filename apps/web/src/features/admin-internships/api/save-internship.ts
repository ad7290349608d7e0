import type { AdminInternship, InternshipInput } from '@coldstart/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateInternships } from './invalidate-internships'

/** Adds an internship (no id) or replaces one (with its id). */
export function saveInternship({ id, input }: { id: string | null; input: InternshipInput }) {
  return id
    ? api.put<AdminInternship>(`/admin/internships/${encodeURIComponent(id)}`, input)
    : api.post<AdminInternship>('/admin/internships', input)
}

export function useSaveInternship() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveInternship, onSuccess: () => invalidateInternships(queryClient) })
}
