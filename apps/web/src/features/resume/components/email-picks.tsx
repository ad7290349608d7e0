import { CircleAlertIcon } from 'lucide-react'
import { useId } from 'react'
import { RadioGroup, RadioGroupChip } from '@/components/ui/radio-group'
import { Skeleton } from '@/components/ui/skeleton'
import { useEmailPicks } from '../api/get-email-picks'
import { useSaveEmailPicks } from '../api/save-email-picks'

type PickListProps = {
  title: string
  hint: string
  choices: string[]
  value: string | null
  onPick: (value: string) => void
}

/** One list of the resume's choices, drawn as chips that wrap long lines. */
function PickList({ title, hint, choices, value, onPick }: PickListProps) {
  const id = useId()
  if (!choices.length) return null
  return (
    <div className="space-y-2">
      <div>
        <h3 id={id} className="text-sm font-medium">
          {title}
        </h3>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      <RadioGroup value={value ?? ''} onValueChange={onPick} aria-labelledby={id} className="gap-2">
        {choices.map((choice) => (
          <RadioGroupChip
            key={choice}
            value={choice}
            className="h-auto min-h-11 justify-start py-2 text-left font-normal whitespace-normal"
          >
            {choice}
          </RadioGroupChip>
        ))}
      </RadioGroup>
    </div>
  )
}

/**
 * The project and the result from the kept resume that the emails mention, as the emails word them: the
 * student picks one of each (saved at once); until then the most recent role and the first result with a
 * figure.
 */
export function EmailPicks() {
  const picks = useEmailPicks()
  const save = useSaveEmailPicks()
  const data = picks.data
  const using = save.variables && save.isPending ? save.variables : data?.using

  function pick(next: { project?: string; achievement?: string }) {
    if (!data) return
    save.mutate({
      project: next.project ?? using?.project ?? null,
      achievement: next.achievement ?? using?.achievement ?? null,
    })
  }

  return (
    <section
      aria-labelledby="email-picks-title"
      className="space-y-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="email-picks-title" className="text-lg font-semibold">
          What your emails mention
        </h2>
        <p className="text-sm text-muted-foreground">
          The project and the result from your resume that your emails name. Pick the ones that fit the roles
          you want.
        </p>
      </div>
      {picks.isPending ? (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-4/5" />
        </div>
      ) : picks.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load your resume&apos;s projects. Reload the page to try again.
        </p>
      ) : !data?.projects.length && !data?.results.length ? (
        <p className="text-sm text-muted-foreground">
          Keep a resume with projects or results and you can choose here which ones your emails mention.
        </p>
      ) : (
        <div className="space-y-5">
          <PickList
            title="Project"
            hint="Named as “Most relevant so far”."
            choices={data.projects}
            value={using?.project ?? null}
            onPick={(project) => pick({ project })}
          />
          <PickList
            title="Result"
            hint="Quoted as “One result I'm proud of”."
            choices={data.results}
            value={using?.achievement ?? null}
            onPick={(achievement) => pick({ achievement })}
          />
        </div>
      )}
      {save.isError ? (
        <p role="alert" className="flex items-center gap-1.5 text-sm text-destructive">
          <CircleAlertIcon className="size-4" aria-hidden="true" />
          {save.error.message || 'Could not save your choice. Try again.'}
        </p>
      ) : (
        <p role="status" className="text-xs text-muted-foreground">
          {save.isSuccess ? 'Saved: your next emails use these.' : ''}
        </p>
      )}
    </section>
  )
}
