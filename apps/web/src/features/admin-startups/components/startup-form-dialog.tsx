import { toast } from '@/lib/toast'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { useAdminStartup } from '../api/get-admin-startup'
import { useStartupSectors } from '../api/get-startup-sectors'
import { useSaveStartup } from '../api/save-startup'
import { StartupForm } from './startup-form'

type StartupFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** null: "Add New Startup"; an id: "Edit Startup" (loaded fresh, so the save carries the current version) */
  startupId: string | null
}

/** Add/Edit Startup: closes on success; on failure it stays open with the server's message. */
export function StartupFormDialog({ open, onOpenChange, startupId }: StartupFormDialogProps) {
  const save = useSaveStartup()
  const sectors = useStartupSectors()
  const startup = useAdminStartup(open ? startupId : null)
  const editing = startupId !== null
  const ready = sectors.isSuccess && (!editing || startup.isSuccess)

  function close(next: boolean) {
    if (!next) save.reset()
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Startup' : 'Add New Startup'}</DialogTitle>
          <DialogDescription>
            Saved startups show in the students&apos; directory at once. Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        {!ready && !startup.isError && !sectors.isError && (
          <div className="flex justify-center py-16">
            <Spinner label={editing ? 'Loading the startup' : 'Loading sectors'} className="size-6" />
          </div>
        )}
        {(startup.isError || sectors.isError) && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
            {(startup.error ?? sectors.error)?.message}
          </p>
        )}
        {open && ready && (
          <StartupForm
            key={startup.data?.version ?? 'new'}
            startup={editing ? (startup.data ?? null) : null}
            sectors={sectors.data.sectors}
            saving={save.isPending}
            onSubmit={(input) =>
              save.mutateAsync(
                editing && startup.data
                  ? { id: startup.data.id, input, version: startup.data.version }
                  : { id: null, input },
                {
                  onSuccess: (saved) => {
                    toast.success(editing ? `Updated “${saved.name}”` : `Created “${saved.name}”`)
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
