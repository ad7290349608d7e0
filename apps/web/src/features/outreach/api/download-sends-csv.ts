import { env } from '@/config/env'
import { ApiError, readErrorMessage } from '@/lib/api-client'
import { refreshAccessToken, waitForAccessToken } from '@/lib/auth-token'

function get(token: string | null) {
  return fetch(`${env.apiBaseUrl}/outreach/sends.csv`, {
    credentials: 'same-origin',
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
}

/** GET /api/outreach/sends.csv, saved under the server's dated file name. Throws ApiError on failure. */
export async function downloadSendsCsv(): Promise<void> {
  let response: Response
  try {
    const token = await waitForAccessToken()
    response = await get(token)
    if (response.status === 401 && token) {
      const fresh = await refreshAccessToken()
      if (fresh) response = await get(fresh)
    }
  } catch {
    throw new ApiError(0, 'Network error: the server could not be reached')
  }
  if (!response.ok) {
    const { message, field } = await readErrorMessage(response)
    throw new ApiError(response.status, message, field)
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'coldstart-outreach.csv'
  const url = URL.createObjectURL(await response.blob())
  const a = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
