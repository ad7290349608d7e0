import { PageHeader } from '@/components/layouts/page-header'
import { TeamSection } from '@/features/team/components/team-section'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function TeamRoute() {
  useDocumentTitle('Team')
  return (
    <div className="space-y-10">
      <PageHeader
        title="Meet the team"
        description="Students who went through the internship hunt and built the tool they wished they had."
      />
      <TeamSection />
    </div>
  )
}
