import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'

/** After any template change: the admin list, the dashboard's counts and log, the students' template list. */
export function invalidateTemplates(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.templates.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.templates }),
  ])
}
