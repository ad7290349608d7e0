import { prefetchStartups } from '@/features/startups/api/prefetch-startups'
import { queryClient } from './layout-providers'

/** The directory's first page, into the app's query cache. */
export const prefetchStartupsPage = (search?: string) => prefetchStartups(queryClient, search)
