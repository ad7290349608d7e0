import { Download, Plus, Upload } from 'lucide-react'
import { useCallback, useState } from 'react'
import { toast } from '@/lib/toast'
import { PageHeader } from '@/components/layouts/page-header'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useExportStartups } from '../api/export-startups'
import { useAdminStartups, type AdminStartupFilters } from '../api/get-admin-startups'
import { useStartupSectors } from '../api/get-startup-sectors'
import { useDeleteWithUndo } from '../hooks/use-delete-with-undo'
import { formatTotal } from '../utils/format-startup'
import { AdminStartupCard } from './admin-startup-card'
import { ImportStartupsDialog } from './import-startups-dialog'
import { StartupFormDialog } from './startup-form-dialog'
import { StartupsEmptyState } from './startups-empty-state'
import { StartupsToolbar } from './startups-toolbar'

const NO_FILTERS: AdminStartupFilters = { q: '', sector: '', hiring: '', status: '' }

/** Manage Startups: search, filter, server-paged cards, Add/Edit dialog, delete with Undo, CSV. */
export function AdminStartupsManager() {
  const [filters, setFilters] = useState(NO_FILTERS)
  const [dialog, setDialog] = useState<{ open: boolean; startupId: string | null }>({
    open: false,
    startupId: null,
  })
  const [importing, setImporting] = useState(false)
  const list = useAdminStartups(filters)
  const sectors = useStartupSectors()
  const exporter = useExportStartups()
  const { deleteStartup, deletingId } = useDeleteWithUndo()
  const onFiltersChange = useCallback((next: AdminStartupFilters) => setFilters(next), [])

  const startups = list.data?.pages.flatMap((page) => page.items) ?? []
  const total = list.data?.pages[0]?.total ?? 0
  const filtering = Object.values(filters).some(Boolean)
  const openAdd = () => setDialog({ open: true, startupId: null })

  return (
    <div className="space-y-6">
      <PageHeader
        title="Manage Startups"
        description="Keep the directory true: add, edit and remove startups."
      >
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() =>
              exporter.mutate(filters, { onError: (e) => toast.error(`Export failed: ${e.message}`) })
            }
            disabled={exporter.isPending}
          >
            <Download aria-hidden="true" />
            {exporter.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" />
            Import CSV
          </Button>
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Startup
          </Button>
        </div>
      </PageHeader>

      <StartupsToolbar filters={filters} onChange={onFiltersChange} sectors={sectors.data?.sectors ?? []} />

      {list.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner label="Loading startups" className="size-8" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
          Could not load startups: {list.error.message}
        </p>
      ) : startups.length === 0 ? (
        <StartupsEmptyState filtering={filtering} onAdd={openAdd} onImport={() => setImporting(true)} />
      ) : (
        <>
          <div className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            <span>{formatTotal(total)}</span>
            {list.isFetching && !list.isFetchingNextPage && <Spinner label="Updating" className="size-4" />}
          </div>
          <ul aria-label="Startups" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {startups.map((startup) => (
              <li key={startup.id} className="min-w-0">
                <AdminStartupCard
                  startup={startup}
                  deleting={deletingId === startup.id}
                  onEdit={(s) => setDialog({ open: true, startupId: s.id })}
                  onDelete={deleteStartup}
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}

      <StartupFormDialog
        open={dialog.open}
        startupId={dialog.startupId}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      <ImportStartupsDialog open={importing} onOpenChange={setImporting} />
    </div>
  )
}
