import type { StartupSectorsResponse } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getStartupSectors(signal?: AbortSignal) {
  return api.get<StartupSectorsResponse>('/admin/startups/sectors', { signal })
}

export const startupSectorsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.startups.sectors,
    queryFn: ({ signal }) => getStartupSectors(signal),
  })

/** The sectors in use: the dialog's dropdown and the list's filter. */
export function useStartupSectors() {
  return useQuery(startupSectorsQueryOptions())
}
