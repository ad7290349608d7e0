import { type AdminTemplate, type AdminTemplateInput } from '@coldstart/contract'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/toast'
import { PageHeader } from '@/components/layouts/page-header'
import { CardGridSkeleton } from '@/components/skeletons/card-grid-skeleton'
import { Button } from '@/components/ui/button'
import { Pager } from '@/components/ui/pager'
import { SearchInput } from '@/components/ui/search-input'
import { usePagedSearch } from '@/hooks/use-paged-search'
import { useArchiveTemplate } from '../api/archive-template'
import { useAdminTemplates } from '../api/get-admin-templates'
import { useSaveTemplate } from '../api/save-template'
import { TemplateCard } from './template-card'
import { TemplateEditorDialog } from './template-editor-dialog'

const ADMIN_TEMPLATE_SKELETONS = 3

/** Manage Emails: header, "Add Template", search, the cards (50 a page) and the editor. */
export function TemplatesManager() {
  const { search, setSearch, q, page, setPage } = usePagedSearch()
  const templates = useAdminTemplates(q, page)
  const archive = useArchiveTemplate()
  const restore = useSaveTemplate()
  const [editor, setEditor] = useState<{ open: boolean; template: AdminTemplate | null }>({
    open: false,
    template: null,
  })

  function onArchive(template: AdminTemplate) {
    archive.mutate(template.id, {
      onSuccess: () =>
        toast.success(`Archived “${template.title}”`, {
          action: { label: 'Undo', onClick: () => onRestore(template, template.status) },
        }),
      onError: (error) => toast.error(`Could not archive: ${error.message}`),
    })
  }

  function onRestore(template: AdminTemplate, status = 'active') {
    const { title, description, category, templateContent, noReplyUse } = template
    restore.mutate(
      {
        id: template.id,
        input: {
          title,
          description,
          category: category as AdminTemplateInput['category'],
          templateContent,
          noReplyUse,
          status: status as AdminTemplateInput['status'],
        },
      },
      { onError: (error) => toast.error(`Could not restore: ${error.message}`) },
    )
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title="Manage Emails"
        description="Email templates, how often they are used and how well they do."
      >
        <Button onClick={() => setEditor({ open: true, template: null })}>
          <Plus aria-hidden="true" />
          Add Template
        </Button>
      </PageHeader>
      <SearchInput
        value={search}
        onChange={setSearch}
        label="Search templates"
        placeholder="Search templates or contacts..."
        className="max-w-xl"
      />
      <section aria-labelledby="email-templates-heading" className="space-y-4">
        <h2 id="email-templates-heading" className="text-lg font-semibold">
          Email Templates
        </h2>
        {templates.isPending ? (
          <CardGridSkeleton count={ADMIN_TEMPLATE_SKELETONS} />
        ) : templates.isError || templates.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
            No templates found
          </p>
        ) : (
          <ul aria-label="Templates" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {templates.data.items.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                busy={archive.isPending || restore.isPending}
                onEdit={() => setEditor({ open: true, template })}
                onArchive={() => onArchive(template)}
                onRestore={() => onRestore(template)}
              />
            ))}
          </ul>
        )}
        {templates.data && (
          <Pager
            page={templates.data.page}
            pageSize={templates.data.pageSize}
            total={templates.data.total}
            onPageChange={setPage}
            noun="templates"
          />
        )}
      </section>
      <TemplateEditorDialog
        open={editor.open}
        template={editor.template}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
      />
    </div>
  )
}
