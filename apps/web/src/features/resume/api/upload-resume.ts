import { RESUME_MESSAGES, type ResumeUploadResponse } from '@coldstart/contract'
import { useMutation } from '@tanstack/react-query'
import { env } from '@/config/env'
import { ApiError } from '@/lib/api-client'
import { refreshAccessToken, waitForAccessToken } from '@/lib/auth-token'

export interface UploadProgress {
  /** 0 to 1 while the bytes travel; 1 while the server reads the file */
  fraction: number
}

// fetch cannot report upload progress, so this one call uses XMLHttpRequest.
function send(
  file: File,
  token: string | null,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${env.apiBaseUrl}/resume`)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ fraction: e.loaded / e.total })
    }
    xhr.upload.onload = () => onProgress({ fraction: 1 })
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // not JSON: handled by the caller through the status
      }
      resolve({ status: xhr.status, body })
    }
    xhr.onerror = () => reject(new ApiError(0, 'Network error: the server could not be reached'))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
}

/** Sends one resume file; the server answers its text, facts and a summary (nothing is stored yet). */
export async function uploadResume(
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ResumeUploadResponse> {
  const token = await waitForAccessToken()
  let result = await send(file, token, onProgress, signal)
  if (result.status === 401 && token) {
    const fresh = await refreshAccessToken()
    if (fresh) result = await send(file, fresh, onProgress, signal)
  }
  if (result.status >= 200 && result.status < 300) return result.body as ResumeUploadResponse
  const message =
    result.body && typeof result.body === 'object' && 'message' in result.body
      ? String((result.body as { message: unknown }).message)
      : RESUME_MESSAGES.processFailed
  // 5xx and network trouble get "failed to process resume"; a 4xx says what is wrong with the file.
  throw new ApiError(result.status, result.status >= 500 ? RESUME_MESSAGES.processFailed : message)
}

export function useUploadResume(onProgress: (p: UploadProgress) => void) {
  return useMutation({ mutationFn: (file: File) => uploadResume(file, onProgress) })
}
