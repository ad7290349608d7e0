import { PageHeader } from '@/components/layouts/page-header'
import { HowToUseSteps } from '@/features/how-to-use/components/how-to-use-steps'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function HowToUseRoute() {
  useDocumentTitle('How to Use')
  return (
    <div className="space-y-10">
      <PageHeader
        title="How to use ColdStart"
        description="From signing in to your first reply, in six steps."
      />
      <HowToUseSteps />
    </div>
  )
}
