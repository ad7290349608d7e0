import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { FormSkeleton } from '@/components/skeletons/form-skeleton'
import { Button } from '@/components/ui/button'
import { useAppPaths } from '@/hooks/use-app-paths'
import { clearFirstRunMark } from '@/features/auth/session/first-run-mark'
import { useProfile } from '@/features/profile/api/get-profile'
import { FirstRun } from '@/features/profile/components/first-run'
import { isFirstRunStep } from '@/features/profile/utils/first-run-steps'
import { ResumeUploader } from '@/features/resume/components/resume-uploader'
import { writeStartupListState } from '@/features/startups/utils/startup-list-storage'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /app/welcome: the first run; it ends on the directory, sorted by best match once something was saved. */
export function WelcomeRoute() {
  useDocumentTitle('Welcome')
  const profile = useProfile()
  const navigate = useNavigate()
  const appPaths = useAppPaths()
  const step = useSearchParams()[0].get('step')
  const firstName = profile.data?.user.name.split(' ')[0]
  useEffect(clearFirstRunMark, [])

  function done(saved: boolean) {
    if (saved) writeStartupListState({ sort: 'best-match', scrollY: 0 })
    void navigate(appPaths.startups)
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title={firstName ? `Welcome, ${firstName}` : 'Welcome'}
        description="A minute of set-up: best match and your emails are written from these answers. Skip anything you like."
      />
      {profile.isPending ? (
        <FormSkeleton sections={1} fieldsPerSection={2} />
      ) : profile.isError ? (
        <div role="alert" className="space-y-3 rounded-xl border p-6">
          <p className="font-medium">Could not load your profile.</p>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <FirstRun
          data={profile.data}
          start={isFirstRunStep(step) ? step : undefined}
          renderUploader={(onDraft) => <ResumeUploader onDraft={onDraft} />}
          onDone={done}
        />
      )}
    </div>
  )
}
