import { FOLLOW_UP_AFTER_DAYS_MAX, FOLLOW_UP_AFTER_DAYS_MIN, plural } from '@coldstart/contract'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { useOutreachSettings } from '../api/get-settings'
import { useSaveOutreachSettings } from '../api/save-settings'

/** How many days without a reply before an email is nudged (1 to 60). */
export function FollowUpSettings() {
  const inputId = useId()
  const hintId = useId()
  const settings = useOutreachSettings()
  const save = useSaveOutreachSettings()
  const [draft, setDraft] = useState<string | null>(null)
  const value = draft ?? String(settings.data?.followUpAfterDays ?? '')
  const days = Number(value)
  const valid = Number.isInteger(days) && days >= FOLLOW_UP_AFTER_DAYS_MIN && days <= FOLLOW_UP_AFTER_DAYS_MAX

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid) return
    save.mutate({ followUpAfterDays: days }, { onSuccess: () => setDraft(null) })
  }

  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border bg-card p-4">
      <Label htmlFor={inputId}>Remind me after (days without a reply)</Label>
      <div className="flex items-center gap-2">
        {settings.isPending ? (
          <Skeleton className="h-9 w-24" />
        ) : (
          <Input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={FOLLOW_UP_AFTER_DAYS_MIN}
            max={FOLLOW_UP_AFTER_DAYS_MAX}
            value={value}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={!valid}
            aria-describedby={hintId}
            className="w-24"
          />
        )}
        <Button type="submit" variant="outline" disabled={!valid || draft === null || save.isPending}>
          Save
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {valid
          ? `Emails with no reply after ${plural(days, 'day')} appear under “Due for a follow-up”.`
          : `Enter a whole number from ${FOLLOW_UP_AFTER_DAYS_MIN} to ${FOLLOW_UP_AFTER_DAYS_MAX}.`}
      </p>
    </form>
  )
}
