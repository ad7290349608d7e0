import type { QueryClient } from '@tanstack/react-query'

export const adminStartupsKey = ['admin', 'startups'] as const

/** After any startup change: the admin list and sectors, the dashboard, the activity log, the students' directory. */
export function invalidateAdminStartups(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminStartupsKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'activity'] }),
    queryClient.invalidateQueries({ queryKey: ['startups'] }),
  ])
}
