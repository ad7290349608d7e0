import type { QueryClient } from '@tanstack/react-query'
import { adminInternshipsQueryKey } from './get-admin-internships'

/** After any internship change: the admin list, the dashboard's count and log, the students' board. */
export function invalidateInternships(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminInternshipsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'activity'] }),
    queryClient.invalidateQueries({ queryKey: ['internships'] }),
  ])
}
