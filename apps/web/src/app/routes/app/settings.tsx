import { PageHeader } from '@/components/layouts/page-header'
import { FormSkeleton } from '@/components/skeletons/form-skeleton'
import { useDocumentTitle } from '@/hooks/use-document-title'

// Placeholder: the profile issue adds the sections of SPEC §2 (Profile) and saving.
export function SettingsRoute() {
  useDocumentTitle('Profile')
  return (
    <div className="space-y-8">
      <PageHeader
        title="Profile"
        description="Your resume, links, skills and preferences. The AI uses them to personalise your emails."
      />
      <FormSkeleton sections={3} fieldsPerSection={4} />
    </div>
  )
}
