import type { StartupLogo } from '@coldstart/contract'
import { api } from '@/lib/api-client'
import { createSharedRequest } from '@/lib/shared-request'

/** Up to LANDING_LOGOS_FETCHED (20) startups with a logo, trending first. */
export async function getLandingLogos(): Promise<StartupLogo[]> {
  const body = await api.get<{ items?: StartupLogo[] }>('/startups/logos')
  return Array.isArray(body?.items) ? body.items.filter((item) => Boolean(item?.logoUrl)) : []
}

// A shared request, not queryOptions: the landing's initial JS stays free of TanStack Query
// (docs/decisions/003-landing-js-budget.md).
const landingLogosRequest = createSharedRequest('the landing logos', getLandingLogos)

export const useLandingLogos = landingLogosRequest.useSharedRequest
