import { Download } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { downloadSendsCsv } from '../api/download-sends-csv'

/** Downloads the whole outreach log as a CSV file. */
export function ExportCsvButton() {
  const [busy, setBusy] = useState(false)
  async function exportCsv() {
    setBusy(true)
    try {
      await downloadSendsCsv()
    } catch (error) {
      toast.error(`Could not export: ${(error as Error).message}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void exportCsv()} disabled={busy}>
      {busy ? <Spinner aria-hidden="true" /> : <Download aria-hidden="true" />}
      Export CSV
    </Button>
  )
}
