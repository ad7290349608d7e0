import { DOMAIN_CHOICES, PROFILE_LIMITS, PROFILE_MESSAGES, type ProfileResponse } from '@coldstart/contract'
import { ArrowLeftIcon, ArrowRightIcon, CircleAlertIcon, SparklesIcon } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { useSaveProfile } from '../api/save-profile'
import { FIRST_RUN_STEPS, type FirstRunStep } from '../utils/first-run-steps'
import { type ProfileFormValues, toFormValues, toSaveBody } from '../utils/profile-form-values'
import { TagInput } from './tag-input'
import { ToggleChips } from './toggle-chips'

const TITLES: Record<FirstRunStep, { title: string; why: string }> = {
  studies: {
    title: 'What do you study?',
    why: 'Your emails introduce you with it: "a B.Tech Computer Science student at IIT Bombay".',
  },
  skills: {
    title: 'What are you good at?',
    why: 'Best match puts startups that need your skills first, and your emails name them.',
  },
  domains: {
    title: 'What do you want to work on?',
    why: 'Best match favours startups in these areas; your emails say which role you want.',
  },
  resume: {
    title: 'Add your resume (optional)',
    why: 'With a resume, emails can mention a project or a result of yours. You can add it later in Profile.',
  },
}

type Props = {
  data: ProfileResponse
  /** the step to open on (a "fill it" link names the one that is missing) */
  start?: FirstRunStep
  /** the resume upload, from the resume feature: its reviewed text is saved with the rest */
  renderUploader: (onDraft: (draft: ProfileFormValues['resume']) => void) => ReactNode
  /** after the save, or on "Skip for now" */
  onDone: (saved: boolean) => void
}

/**
 * A short first run after sign-up: studies, skills, the domains wanted and, optionally, a resume; every step
 * can be skipped and nothing is saved until the end, in one save.
 */
export function FirstRun({ data, start = 'studies', renderUploader, onDone }: Props) {
  const [values, setValues] = useState(() => toFormValues(data))
  const [index, setIndex] = useState(Math.max(0, FIRST_RUN_STEPS.indexOf(start)))
  const save = useSaveProfile()
  const id = useId()
  const step = FIRST_RUN_STEPS[index]!
  const last = index === FIRST_RUN_STEPS.length - 1
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  const changed = JSON.stringify(values) !== JSON.stringify(toFormValues(data))

  async function finish() {
    if (!changed) return onDone(false)
    try {
      await save.mutateAsync(toSaveBody(values))
      onDone(true)
    } catch {
      // the message below says so; the answers stay for another try
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-2xl space-y-6">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">
          Step {index + 1} of {FIRST_RUN_STEPS.length}
        </p>
        <Button variant="ghost" onClick={() => onDone(false)} disabled={save.isPending}>
          Skip for now
        </Button>
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Set-up progress"
        aria-valuemin={1}
        aria-valuemax={FIRST_RUN_STEPS.length}
        aria-valuenow={index + 1}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${((index + 1) / FIRST_RUN_STEPS.length) * 100}%` }}
        />
      </div>
      <div className="space-y-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {TITLES[step].title}
          </h2>
          <p className="text-sm text-muted-foreground">{TITLES[step].why}</p>
        </div>
        {step === 'studies' && (
          <div className="space-y-2">
            <Label htmlFor={`${id}-education`}>Education</Label>
            <Input
              id={`${id}-education`}
              value={values.education}
              maxLength={PROFILE_LIMITS.educationChars}
              placeholder="e.g. B.Tech CS, IIT Delhi, 2026"
              onChange={(e) => set('education', e.target.value)}
            />
            <p className="text-xs text-muted-foreground">
              Degree, field, college and year, as you would say it.
            </p>
          </div>
        )}
        {step === 'skills' && (
          <TagInput
            label="Add a skill"
            placeholder="e.g. PyTorch, pandas, SQL"
            noun="skill"
            splitLists
            items={values.skills}
            onChange={(skills) => set('skills', skills)}
            maxItems={PROFILE_LIMITS.skills}
            maxLength={PROFILE_LIMITS.skillChars}
          />
        )}
        {step === 'domains' && (
          <ToggleChips
            label="Domains"
            options={DOMAIN_CHOICES}
            selected={values.preferredDomains}
            onChange={(domains) => set('preferredDomains', domains)}
          />
        )}
        {/* kept mounted once opened, so going back and forth keeps an upload under review */}
        <div hidden={step !== 'resume'}>{renderUploader((draft) => set('resume', draft))}</div>
      </div>

      {save.isError && (
        <p role="alert" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
          <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          {PROFILE_MESSAGES.saveFailed}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="outline"
          onClick={() => setIndex((i) => i - 1)}
          disabled={index === 0 || save.isPending}
        >
          <ArrowLeftIcon aria-hidden="true" />
          Back
        </Button>
        {last ? (
          <Button onClick={() => void finish()} disabled={save.isPending}>
            {save.isPending ? (
              <Spinner className="size-4" label="Saving" />
            ) : (
              <SparklesIcon aria-hidden="true" />
            )}
            {save.isPending ? 'Saving...' : 'Show my best matches'}
          </Button>
        ) : (
          <Button onClick={() => setIndex((i) => i + 1)}>
            Next
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        )}
      </div>
    </section>
  )
}
