import { useMutation } from '@tanstack/react-query'
import { env } from '@/config/env'
import { ApiError, readErrorMessage } from '@/lib/api-client'
import { waitForAccessToken } from '@/lib/auth-token'
import { filterParams, type AdminStartupFilters } from './get-admin-startups'

/** Downloads the CSV of the startups the filters match (the file import reads). */
export async function exportStartups(filters: AdminStartupFilters) {
  const token = await waitForAccessToken()
  const response = await fetch(`${env.apiBaseUrl}/admin/startups/export?${filterParams(filters)}`, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) {
    const { message } = await readErrorMessage(response)
    throw new ApiError(response.status, message)
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name ?? 'coldstart-startups.csv'
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function useExportStartups() {
  return useMutation({ mutationFn: exportStartups })
}
