import {
  FOLLOW_UP_AFTER_DAYS_MAX,
  FOLLOW_UP_AFTER_DAYS_MIN,
  outreachSettings,
  plural,
} from '@coldstart/contract'
import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { useContractForm } from '@/hooks/use-contract-form'
import { useOutreachSettings } from '../api/get-settings'
import { useSaveOutreachSettings } from '../api/save-settings'

type Values = { followUpAfterDays: string }

/** The box holds text; the request (and the contract's check) a whole number of days. */
const toBody = (values: Values) => ({ followUpAfterDays: Number(values.followUpAfterDays) })

/** How many days without a reply before an email is nudged (1 to 60). */
export function FollowUpSettings() {
  const inputId = useId()
  const hintId = useId()
  const settings = useOutreachSettings()
  const save = useSaveOutreachSettings()
  const form = useContractForm(outreachSettings, {
    // the saved wait, once read (and again after each save)
    values: { followUpAfterDays: String(settings.data?.followUpAfterDays ?? '') },
    toBody,
    // the hint below says at every key whether the number will do
    mode: 'onChange',
  })
  const value = useWatch({ control: form.control, name: 'followUpAfterDays' })
  const error = form.formState.errors.followUpAfterDays
  const days = Number(value)

  const onSubmit = form.submitTo(async (body) => {
    const saved = await save.mutateAsync(body)
    form.reset({ followUpAfterDays: String(saved.followUpAfterDays) })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2 rounded-xl border bg-card p-4">
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
            aria-invalid={!!error}
            aria-describedby={hintId}
            className="w-24"
            {...form.register('followUpAfterDays')}
          />
        )}
        <Button
          type="submit"
          variant="outline"
          disabled={!!error || !form.formState.isDirty || save.isPending}
        >
          Save
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {error?.type === 'server'
          ? error.message
          : !error
            ? `Emails with no reply after ${plural(days, 'day')} appear under “Due for a follow-up”.`
            : `Enter a whole number from ${FOLLOW_UP_AFTER_DAYS_MIN} to ${FOLLOW_UP_AFTER_DAYS_MAX}.`}
      </p>
    </form>
  )
}
