import type { QueryClient } from '@tanstack/react-query'
import { adminTemplatesQueryKey } from './get-admin-templates'

/** After any template change: the admin list, the dashboard's counts and log, the students' template list. */
export function invalidateTemplates(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminTemplatesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'activity'] }),
    queryClient.invalidateQueries({ queryKey: ['templates'] }),
  ])
}
