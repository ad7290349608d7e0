import { env } from '@/config/env'
import { networkError } from './api-client'
import { withAccessToken } from './auth-token'

export interface UploadProgress {
  /** 0 to 1 while the bytes travel; 1 while the server reads the file */
  fraction: number
}

export interface ApiUploadOptions {
  onProgress: (progress: UploadProgress) => void
  signal?: AbortSignal
}

// Statuses whose Response may carry no body.
const NULL_BODY = new Set([204, 205, 304])

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers()
  for (const line of xhr.getAllResponseHeaders().split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon), line.slice(colon + 1).trim())
  }
  return headers
}

// fetch cannot report upload progress, so uploads use XMLHttpRequest. Same origin, so the browser sends the
// site's cookies just as fetch does with credentials 'same-origin'.
function post(path: string, form: FormData, token: string | null, { onProgress, signal }: ApiUploadOptions) {
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'))
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${env.apiBaseUrl}${path}`)
    xhr.setRequestHeader('Accept', 'application/json')
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ fraction: e.loaded / e.total })
    }
    xhr.upload.onload = () => onProgress({ fraction: 1 })
    xhr.onload = () => {
      if (xhr.status < 200) return reject(networkError())
      const body = NULL_BODY.has(xhr.status) ? null : xhr.responseText
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) }))
    }
    xhr.onerror = () => reject(networkError())
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}

/**
 * POST `/api{path}` with a multipart form, reporting upload progress: the same token and 401 rules as
 * `apiFetch` (a retry sends the form again, progress restarting from 0). Gives the Response whatever its
 * status; throws `ApiError` status 0 when the server could not be reached, an AbortError when cancelled.
 */
export function apiUpload(path: string, form: FormData, options: ApiUploadOptions): Promise<Response> {
  return withAccessToken((token) => post(path, form, token, options))
}
