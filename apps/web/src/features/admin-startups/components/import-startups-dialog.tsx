import {
  STARTUP_CSV_COLUMNS,
  STARTUP_IMPORT_MAX_CHARS,
  type StartupImportResponse,
} from '@coldstart/contract'
import { Upload } from 'lucide-react'
import { useId, useState, type ChangeEvent } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { useImportStartups } from '../api/import-startups'
import { ImportPreview } from './import-preview'
import { plural } from '@coldstart/contract'

type ImportStartupsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

/** CSV import: choose a file, read the dry-run preview (per-row errors and duplicates), then import. */
export function ImportStartupsDialog({ open, onOpenChange }: ImportStartupsDialogProps) {
  const id = useId()
  const importer = useImportStartups()
  const [csv, setCsv] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [preview, setPreview] = useState<StartupImportResponse | null>(null)

  function close(next: boolean) {
    if (!next) {
      setCsv(null)
      setPreview(null)
      setFileError(null)
      importer.reset()
    }
    onOpenChange(next)
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    setPreview(null)
    setFileError(null)
    importer.reset()
    if (!file) return
    if (file.size > STARTUP_IMPORT_MAX_CHARS) {
      setFileError('The file is too large: import at most 4 MB at a time.')
      return
    }
    const text = await file.text()
    setCsv(text)
    importer.mutate({ csv: text, dryRun: true }, { onSuccess: setPreview })
  }

  function runImport() {
    if (!csv) return
    importer.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (result) => {
          toast.success(`Imported ${plural(result.imported, 'startup')}`)
          close(false)
        },
      },
    )
  }

  const error = fileError ?? importer.error?.message
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import startups from CSV</DialogTitle>
          <DialogDescription>
            Columns: {STARTUP_CSV_COLUMNS.join(', ')}. Tags are separated by “;”; employees by “;”, each as
            name|role|email|linkedin. Export gives a file in this shape.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        </div>
        {importer.isPending && !preview && (
          <p className="text-sm text-muted-foreground">Checking the file...</p>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
            {error}
          </p>
        )}
        {preview && <ImportPreview preview={preview} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={runImport} disabled={!preview || preview.toCreate === 0 || importer.isPending}>
            <Upload aria-hidden="true" />
            {importer.isPending && preview
              ? 'Importing...'
              : preview
                ? `Import ${plural(preview.toCreate, 'startup')}`
                : 'Import startups'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
