import { useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { FormSkeleton } from '@/components/skeletons/form-skeleton'
import { Button } from '@/components/ui/button'
import { useAuthStore } from '@/features/auth/hooks/use-auth-store'
import { MailboxSection } from '@/features/mailbox/components/mailbox-section'
import { useProfile } from '@/features/profile/api/get-profile'
import { ProfileForm } from '@/features/profile/components/profile-form'
import { ResumeUploader } from '@/features/resume/components/resume-uploader'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /app/settings: the profile (the resume upload comes from the resume feature), then the mailbox. */
export function SettingsRoute() {
  useDocumentTitle('Profile')
  const profile = useProfile()
  const accountEmail = useAuthStore((state) => state.user?.email)
  const [uploadedSkills, setUploadedSkills] = useState<string[]>([])

  return (
    <div className="space-y-8">
      <PageHeader
        title="Profile"
        description="Your resume, links, skills and preferences. The AI uses them to personalise your emails."
      />
      {profile.isPending ? (
        <FormSkeleton sections={5} fieldsPerSection={4} />
      ) : profile.isError ? (
        <div role="alert" className="space-y-3 rounded-xl border p-6">
          <p className="font-medium">Could not load your profile.</p>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProfileForm
          data={profile.data}
          uploadedSkills={uploadedSkills}
          renderUploader={(onDraft) => (
            <ResumeUploader onRead={(read) => setUploadedSkills(read.facts.skills)} onDraft={onDraft} />
          )}
        />
      )}
      <MailboxSection accountEmail={accountEmail} />
    </div>
  )
}
