import type { AdminInternship } from '@coldstart/contract'
import { toast } from '@/lib/toast'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useSaveInternship } from '../api/save-internship'
import { InternshipForm } from './internship-form'

type InternshipDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** null: a new internship */
  internship: AdminInternship | null
}

/** Add and Edit; on failure the dialog stays open with the server's message. */
export function InternshipDialog({ open, onOpenChange, internship }: InternshipDialogProps) {
  const save = useSaveInternship()
  function close(next: boolean) {
    if (!next) save.reset()
    onOpenChange(next)
  }
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{internship ? 'Edit Internship' : 'Add Internship'}</DialogTitle>
          <DialogDescription>
            Stipend in rupees a month; give an apply link, an apply email or both.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <InternshipForm
            key={internship?.id ?? 'new'}
            internship={internship}
            saving={save.isPending}
            onSubmit={(input) =>
              save.mutateAsync(
                { id: internship?.id ?? null, input },
                {
                  onSuccess: (saved) => {
                    toast.success(internship ? `Updated “${saved.title}”` : `Added “${saved.title}”`)
                    close(false)
                  },
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
