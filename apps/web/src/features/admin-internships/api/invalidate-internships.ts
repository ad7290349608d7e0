import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'

/** After any internship change: the admin list, the dashboard's count and log, the students' board. */
export function invalidateInternships(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.internships.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.internships.all }),
  ])
}
