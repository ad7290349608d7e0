import { useMutation } from '@tanstack/react-query'
import { apiDownload, saveFile } from '@/lib/api-download'
import { filterParams, type AdminStartupFilters } from './get-admin-startups'

/** Downloads the CSV of the startups the filters match (the file import reads). */
export async function exportStartups(filters: AdminStartupFilters) {
  const { blob, fileName } = await apiDownload(`/admin/startups/export?${filterParams(filters)}`, 'text/csv')
  saveFile(blob, fileName ?? 'coldstart-startups.csv')
}

export function useExportStartups() {
  return useMutation({ mutationFn: exportStartups })
}
