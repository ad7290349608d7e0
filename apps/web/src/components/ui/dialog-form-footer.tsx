import { Button } from './button'
import { DialogClose, DialogFooter } from './dialog'

type DialogFormFooterProps = {
  /** the server's message after a failed save that names no field on screen (the dialog stays open) */
  error: string | undefined
  saving: boolean
  submitLabel: string
  className?: string
}

/** A dialog form's last row: the save error, Cancel and the submit button ("Saving..." while busy). */
export function DialogFormFooter({ error, saving, submitLabel, className }: DialogFormFooterProps) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
          {error}
        </p>
      )}
      <DialogFooter className={className}>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
      </DialogFooter>
    </>
  )
}
