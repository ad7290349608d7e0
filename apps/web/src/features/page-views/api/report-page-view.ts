import { PAGE_VIEW_MAX_LENGTH, type PageViewInput } from '@coldstart/contract'
import { env } from '@/config/env'

export type GetAccessToken = () => string | null | undefined

/**
 * POST /api/page-views, first-party analytics. `keepalive` lets the report finish when the tab
 * closes; a bearer token (when the app has one) lets the server attach the user. Never throws: a failed
 * report is only logged, as a warning.
 */
export async function reportPageView(view: PageViewInput, getAccessToken?: GetAccessToken): Promise<void> {
  const token = getAccessToken?.()
  try {
    const response = await fetch(`${env.apiBaseUrl}/page-views`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({
        path: view.path.slice(0, PAGE_VIEW_MAX_LENGTH),
        referrer: view.referrer ? view.referrer.slice(0, PAGE_VIEW_MAX_LENGTH) : null,
      }),
    })
    if (!response.ok) console.warn(`Page view not recorded (HTTP ${response.status})`)
  } catch (error) {
    console.warn('Page view not recorded', error)
  }
}
