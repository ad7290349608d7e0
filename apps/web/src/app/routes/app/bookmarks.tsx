import { PageHeader } from '@/components/layouts/page-header'
import { BookmarksPage } from '@/features/bookmarks/components/bookmarks-page'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /app/bookmarks (and under /dashboard): the startups and internships the student saved, with notes. */
export function BookmarksRoute() {
  useDocumentTitle('Bookmarks')
  return (
    <div className="space-y-8">
      <PageHeader title="Bookmarks" description="Startups and internships you saved, with your notes." />
      <BookmarksPage />
    </div>
  )
}
