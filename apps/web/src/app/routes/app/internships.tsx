import { PageHeader } from '@/components/layouts/page-header'
import { BookmarkButton } from '@/features/bookmarks/components/bookmark-button'
import { InternshipsBoard } from '@/features/internships/components/internships-board'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /app/internships (and under /dashboard): open internships at startups, filtered and sorted. */
export function InternshipsRoute() {
  useDocumentTitle('Internships')
  return (
    <div className="space-y-8">
      <PageHeader
        title="Internships"
        description="Open internship roles at startups: filter by stipend, city or sector and apply before the deadline."
      />
      <InternshipsBoard
        cardActions={(internship) => (
          <BookmarkButton
            kind="internship"
            id={internship.id}
            name={`${internship.title} at ${internship.company}`}
          />
        )}
      />
    </div>
  )
}
