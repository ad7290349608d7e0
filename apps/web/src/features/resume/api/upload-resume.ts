import { RESUME_MESSAGES, type ResumeUploadResponse } from '@coldstart/contract'
import { useMutation } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { apiUpload, type UploadProgress } from '@/lib/api-upload'

/** Sends one resume file; the server answers its text, facts and a summary (nothing is stored yet). */
export async function uploadResume(
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ResumeUploadResponse> {
  const form = new FormData()
  form.append('file', file, file.name)
  const response = await apiUpload('/resume', form, { onProgress, signal })
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) return body as ResumeUploadResponse
  const message =
    body && typeof body === 'object' && 'message' in body
      ? String(body.message)
      : RESUME_MESSAGES.processFailed
  // 5xx and network trouble get "failed to process resume"; a 4xx says what is wrong with the file.
  throw new ApiError(response.status, response.status >= 500 ? RESUME_MESSAGES.processFailed : message)
}

export function useUploadResume(onProgress: (p: UploadProgress) => void) {
  return useMutation({ mutationFn: (file: File) => uploadResume(file, onProgress) })
}
