import { PROFILE_MESSAGES, saveProfileBody, type ProfileResponse } from '@coldstart/contract'
import { CheckCircle2Icon, CircleAlertIcon, SaveIcon } from 'lucide-react'
import { Fragment, type ReactNode, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useContractForm } from '@/hooks/use-contract-form'
import { useSaveProfile } from '../api/save-profile'
import { useUnsavedChangesPrompt } from '../hooks/use-unsaved-changes-prompt'
import {
  profileFieldOf,
  type ProfileFormValues,
  toFormValues,
  toSaveBody,
} from '../utils/profile-form-values'
import { AdditionalInformationSection } from './additional-information-section'
import { DomainPreferencesSection } from './domain-preferences-section'
import { ProfileInformationSection } from './profile-information-section'
import { SkillsSection } from './skills-section'
import { SocialLinksSection } from './social-links-section'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// The dialog (and Radix Dialog's focus trap and scroll lock, ~13 KB gzip) arrives with the first edit, not with
// the page: only a form with changes can ask before leaving.
const UnsavedChangesDialog = lazyWithRetry(() =>
  import('./unsaved-changes-dialog').then((m) => ({ default: m.UnsavedChangesDialog })),
)

type Props = {
  data: ProfileResponse
  /**
   * The resume upload, from the resume feature (features do not import each other): its reviewed text is one
   * more change of this form, kept by the same save.
   */
  renderUploader: (onDraft: (draft: ProfileFormValues['resume']) => void) => ReactNode
  /** skills found in a just-uploaded resume */
  uploadedSkills: string[]
}

type Outcome = { kind: 'saved'; note?: string } | { kind: 'failed' } | null

/** The profile page's form: five sections, an uploaded resume among them, and one "save all changes". */
export function ProfileForm({ data, renderUploader, uploadedSkills }: Props) {
  // the request's schema, run on the body the values make: the server runs it again
  const form = useContractForm(saveProfileBody, {
    defaultValues: toFormValues(data),
    mode: 'onSubmit',
    toBody: toSaveBody,
    fieldOf: profileFieldOf,
  })
  const save = useSaveProfile()
  const [outcome, setOutcome] = useState<Outcome>(null)
  // a save starts the upload afresh: the kept resume shows as the summary below, not as a review
  const [saves, setSaves] = useState(0)
  const dirty = form.formState.isDirty
  const invalid = Object.keys(form.formState.errors).length > 0
  const blocker = useUnsavedChangesPrompt(dirty && !save.isPending)

  const suggestions = [...uploadedSkills, ...(data.profile.resumeFacts?.skills ?? [])]

  const onSubmit = form.handleSubmit(async (body) => {
    setOutcome(null)
    try {
      const saved = await save.mutateAsync(body)
      form.reset(toFormValues(saved))
      if (body.resume) setSaves((n) => n + 1)
      setOutcome({ kind: 'saved', note: saved.summaryUpdated ? undefined : saved.message })
    } catch (caught) {
      // a field the server names is marked; the bar says the save failed either way
      form.showServerError(caught)
      setOutcome({ kind: 'failed' })
    }
  })

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Profile"
      // a field focused after a failed check stays clear of the sticky save bar (the document's scroll padding
      // keeps it clear of the shell's dock below the bar)
      className="space-y-6 [&_:is(input,textarea)]:scroll-mb-24"
    >
      <ProfileInformationSection form={form} name={data.user.name} email={data.user.email} />
      <SocialLinksSection form={form} />
      <SkillsSection form={form} suggestions={suggestions} />
      <DomainPreferencesSection form={form} />
      <AdditionalInformationSection
        resumeText={data.profile.resumeText}
        resumeFileName={data.profile.resumeFileName}
        uploader={
          <Fragment key={saves}>
            {renderUploader((draft) => form.setValue('resume', draft, { shouldDirty: true }))}
          </Fragment>
        }
      />

      {/* Sits right on the shell's dock, opaque; one row at any width (small print on a phone), so the two
          take little of a phone's screen. */}
      <div className="sticky bottom-(--floating-dock-height) z-10 -mx-1 flex items-center gap-3 rounded-xl border bg-background px-3 py-2 shadow-sm sm:justify-between sm:p-4">
        <div className="min-h-5 min-w-0 flex-1 text-xs sm:text-sm" aria-live="polite">
          {save.isPending ? (
            <p className="text-muted-foreground">Saving… the AI is updating your resume summary.</p>
          ) : outcome?.kind === 'failed' ? (
            <p role="alert" className="flex items-center gap-1.5 font-medium text-destructive">
              <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
              {PROFILE_MESSAGES.saveFailed}
            </p>
          ) : invalid ? (
            <p role="alert" className="flex items-center gap-1.5 font-medium text-destructive">
              <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
              Check the highlighted fields.
            </p>
          ) : dirty ? (
            <p className="text-muted-foreground">You have unsaved changes.</p>
          ) : outcome?.kind === 'saved' ? (
            <div role="status" className="space-y-1">
              <p className="flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-400">
                <CheckCircle2Icon className="size-4 shrink-0" aria-hidden="true" />
                {PROFILE_MESSAGES.saved}
              </p>
              {outcome.note && <p className="text-muted-foreground">{outcome.note}</p>}
            </div>
          ) : (
            // the bar always says where things stand: no empty row above the button at phone width
            <p className="text-muted-foreground">Everything here is saved.</p>
          )}
        </div>
        {/* the accent colour only while there is something to save; saving again stays possible */}
        <Button
          type="submit"
          variant={dirty || invalid ? 'default' : 'outline'}
          disabled={save.isPending}
          className="min-w-36 sm:min-w-40"
        >
          {save.isPending ? <Spinner className="size-4" label="Saving" /> : <SaveIcon />}
          {save.isPending ? 'Saving...' : 'save all changes'}
        </Button>
      </div>
      {/* mounted while there are changes (the only time it can open), so "Stay" still animates it closed */}
      {dirty && (
        <Suspense fallback={null}>
          <UnsavedChangesDialog blocker={blocker} />
        </Suspense>
      )}
    </form>
  )
}
