import type { AdminInternship } from '@coldstart/contract'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { ListSkeleton } from '@/components/skeletons/list-skeleton'
import { Button } from '@/components/ui/button'
import { Pager } from '@/components/ui/pager'
import { SearchInput } from '@/components/ui/search-input'
import { usePagedSearch } from '@/hooks/use-paged-search'
import { useAdminInternships } from '../api/get-admin-internships'
import { DeleteInternshipDialog } from './delete-internship-dialog'
import { InternshipDialog } from './internship-dialog'
import { InternshipItem } from './internship-item'
import { InternshipStatusSelect } from './internship-status-select'

/** /admin/internships: search, a status filter, the postings (20 a page), Add, Edit and Delete. */
export function InternshipsManager() {
  const { search, setSearch, q, page, setPage, resetting } = usePagedSearch()
  const [status, setStatus] = useState('')
  const internships = useAdminInternships({ q, status, page })
  const [editor, setEditor] = useState<{ open: boolean; internship: AdminInternship | null }>({
    open: false,
    internship: null,
  })
  const [deleting, setDeleting] = useState<AdminInternship | null>(null)
  const filtered = Boolean(q || status)

  return (
    <div className="space-y-8">
      <PageHeader title="Manage Internships" description="Internship listings shown to students.">
        <Button onClick={() => setEditor({ open: true, internship: null })}>
          <Plus aria-hidden="true" />
          Add Internship
        </Button>
      </PageHeader>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          value={search}
          onChange={setSearch}
          label="Search internships"
          placeholder="Search internships..."
          className="flex-1"
        />
        <InternshipStatusSelect value={status} onChange={resetting(setStatus)} />
      </div>
      {internships.isPending ? (
        <ListSkeleton rows={5} />
      ) : internships.isError ? (
        <p role="alert" className="rounded-xl border p-10 text-center text-muted-foreground">
          Could not load internships. {internships.error.message}
        </p>
      ) : internships.data.items.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed p-10 text-center">
          <p className="font-medium">No internships found</p>
          <p className="text-sm text-muted-foreground">
            {filtered ? 'Try adjusting your search terms' : 'Add the first posting students will see.'}
          </p>
        </div>
      ) : (
        <ul
          aria-label="Internships"
          className="divide-y rounded-xl border bg-card text-card-foreground shadow-xs"
        >
          {internships.data.items.map((internship) => (
            <InternshipItem
              key={internship.id}
              internship={internship}
              onEdit={() => setEditor({ open: true, internship })}
              onDelete={() => setDeleting(internship)}
            />
          ))}
        </ul>
      )}
      {internships.data && (
        <Pager
          page={internships.data.page}
          pageSize={internships.data.pageSize}
          total={internships.data.total}
          onPageChange={setPage}
          noun="internships"
        />
      )}
      <InternshipDialog
        open={editor.open}
        internship={editor.internship}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
      />
      <DeleteInternshipDialog internship={deleting} onClose={() => setDeleting(null)} />
    </div>
  )
}
