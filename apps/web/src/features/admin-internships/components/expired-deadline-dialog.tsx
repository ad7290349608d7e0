import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatDeadline } from '@/lib/internship-format'

type ExpiredDeadlineDialogProps = {
  open: boolean
  /** the passed deadline (YYYY-MM-DD) of the posting about to be saved as Active */
  deadline: string
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before an Active posting is saved with a deadline already passed: students would see it closed. */
export function ExpiredDeadlineDialog({ open, deadline, onConfirm, onCancel }: ExpiredDeadlineDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent role="alertdialog" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>The deadline has passed</DialogTitle>
          <DialogDescription>
            This internship’s deadline, {formatDeadline(deadline)}, is already over in India: students will
            see it as closed even though its status is Active. Confirm to save it as Active anyway, or cancel
            to change the deadline or the status.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Confirm</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
