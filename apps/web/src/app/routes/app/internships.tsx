import { ComingSoon } from '@/components/feedback/coming-soon'
import { PageHeader } from '@/components/layouts/page-header'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function InternshipsRoute() {
  useDocumentTitle('Internships')
  return (
    <div className="space-y-8">
      <PageHeader title="Internships" description="Open internship roles at startups, in one list." />
      <ComingSoon>
        We are collecting internship openings from startups. Until then, open a startup that is hiring and
        write to its team directly.
      </ComingSoon>
    </div>
  )
}
