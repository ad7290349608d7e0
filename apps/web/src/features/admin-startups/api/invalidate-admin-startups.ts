import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'

/** After any startup change: the admin list and sectors, the dashboard, the activity log, the students' directory. */
export function invalidateAdminStartups(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.startups.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.startups.all }),
  ])
}
