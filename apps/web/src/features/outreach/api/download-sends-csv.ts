import { apiDownload, saveFile } from '@/lib/api-download'

/** GET /api/outreach/sends.csv, saved under the server's dated file name. Throws ApiError on failure. */
export async function downloadSendsCsv(): Promise<void> {
  const { blob, fileName } = await apiDownload('/outreach/sends.csv', 'text/csv')
  saveFile(blob, fileName ?? 'coldstart-outreach.csv')
}
