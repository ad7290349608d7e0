import type { AdminTemplate } from '@coldstart/contract'
import { toast } from '@/lib/toast'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useSaveTemplate } from '../api/save-template'
import { TemplateForm } from './template-form'

type TemplateEditorDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** null: a new template */
  template: AdminTemplate | null
}

/** "Add Template" and Edit: the editor in a wide dialog; it stays open with the server's message on failure. */
export function TemplateEditorDialog({ open, onOpenChange, template }: TemplateEditorDialogProps) {
  const save = useSaveTemplate()

  function close(next: boolean) {
    if (!next) save.reset()
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{template ? 'Edit Template' : 'Add Template'}</DialogTitle>
          <DialogDescription>
            Students pick active templates when they write to a startup; drafts and archived ones stay hidden.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <TemplateForm
            key={template?.id ?? 'new'}
            template={template}
            saving={save.isPending}
            onSubmit={(input) =>
              save.mutateAsync(
                { id: template?.id ?? null, input },
                {
                  onSuccess: (saved) => {
                    toast.success(template ? `Saved “${saved.title}”` : `Created “${saved.title}”`)
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
