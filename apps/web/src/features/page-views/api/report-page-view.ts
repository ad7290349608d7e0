import { PAGE_VIEW_MAX_LENGTH, type PageViewInput } from '@coldstart/contract'
import { apiFetch } from '@/lib/api-client'

/**
 * POST /api/page-views, first-party analytics, through the api client with `keepalive`: the report finishes
 * when the tab closes, with the access token there is right now (when signed in) so the server can attach
 * the user. Never throws: a failed report is only logged, as a warning.
 */
export async function reportPageView(view: PageViewInput): Promise<void> {
  try {
    const response = await apiFetch('/page-views', {
      method: 'POST',
      keepalive: true,
      body: {
        path: view.path.slice(0, PAGE_VIEW_MAX_LENGTH),
        referrer: view.referrer ? view.referrer.slice(0, PAGE_VIEW_MAX_LENGTH) : null,
      },
    })
    if (!response.ok) console.warn(`Page view not recorded (HTTP ${response.status})`)
  } catch (error) {
    console.warn('Page view not recorded', error)
  }
}
