import type { AdminInternship } from '@coldstart/contract'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useDeleteInternship } from '../api/delete-internship'

type DeleteInternshipDialogProps = { internship: AdminInternship | null; onClose: () => void }

/** Asks once before a posting goes for good (students may have bookmarked it). */
export function DeleteInternshipDialog({ internship, onClose }: DeleteInternshipDialogProps) {
  const remove = useDeleteInternship()
  return (
    <Dialog
      open={internship !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset()
          onClose()
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete internship?</DialogTitle>
          <DialogDescription>
            “{internship?.title}” at {internship?.company} will be removed for everyone. To hide it for now,
            set its status to Closed instead.
          </DialogDescription>
        </DialogHeader>
        {remove.error && (
          <p role="alert" className="text-sm text-destructive">
            {remove.error.message}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              internship &&
              remove.mutate(internship.id, {
                onSuccess: () => {
                  toast.success(`Deleted “${internship.title}”`)
                  onClose()
                },
              })
            }
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
