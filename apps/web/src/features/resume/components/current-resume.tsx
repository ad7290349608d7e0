import { RESUME_MESSAGES } from '@coldstart/contract'
import { CircleAlertIcon, WandSparklesIcon } from 'lucide-react'
import { WhenAgo } from '@/components/when-ago'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useBuildResumeFromProfile } from '../api/build-resume-from-profile'
import { useStoredResume } from '../api/get-resume'
import { CopyButton } from './copy-button'

/** The summary the AI writes emails from, with copy and "Build resume text from profile". */
export function CurrentResume() {
  const stored = useStoredResume()
  const build = useBuildResumeFromProfile()
  const profile = stored.data?.profile

  return (
    <section
      aria-labelledby="current-resume-title"
      className="space-y-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h2 id="current-resume-title" className="text-lg font-semibold">
            Your resume summary
          </h2>
          <p className="text-sm text-muted-foreground">What the AI writes your emails from.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={profile?.resumeText ?? ''} />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => build.mutate()}
            disabled={build.isPending || !stored.data}
          >
            {build.isPending ? <Spinner className="size-4" label="Writing" /> : <WandSparklesIcon />}
            Build resume text from profile
          </Button>
        </div>
      </div>
      {stored.isPending ? (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-11/12" />
          <Skeleton className="h-3.5 w-3/5" />
        </div>
      ) : stored.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load your resume. Reload the page to try again.
        </p>
      ) : profile?.resumeText ? (
        <div className="space-y-1.5">
          <p
            className="rounded-lg bg-muted/50 p-3 text-sm leading-relaxed whitespace-pre-wrap"
            data-testid="stored-summary"
          >
            {profile.resumeText}
          </p>
          <p className="text-xs text-muted-foreground">
            {profile.resumeFileName ? `From ${profile.resumeFileName}` : 'Built from your profile'}
            {profile.lastUpdated && (
              <>
                {' · updated '}
                <WhenAgo iso={profile.lastUpdated} />
              </>
            )}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          No resume yet. Upload one below, or build the text from your profile.
        </p>
      )}
      {build.isError && (
        <p role="alert" className="flex items-center gap-1.5 text-sm text-destructive">
          <CircleAlertIcon className="size-4" aria-hidden="true" />
          {RESUME_MESSAGES.processFailed}
        </p>
      )}
      {build.isSuccess && (
        <p role="status" className="text-sm text-muted-foreground">
          Resume text built from your profile.
        </p>
      )}
    </section>
  )
}
