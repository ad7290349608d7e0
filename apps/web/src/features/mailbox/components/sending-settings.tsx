import { MAILBOX_DAILY_LIMIT_MAX, mailboxSettingsBody, type MailboxSettings } from '@coldstart/contract'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useContractForm } from '@/hooks/use-contract-form'
import { useSaveSendingSettings } from '../api/sending-settings'

const zones = () => Intl.supportedValuesOf('timeZone')

type Values = { timeZone: string; dailyLimit: string }

/** The limit's box holds text; the request (and the contract's check) a whole number. */
const toBody = (values: Values) => ({ timeZone: values.timeZone, dailyLimit: Number(values.dailyLimit) })

/** The zone sends are timed in (08:00-20:00, the quick picks) and the day's limit, with today's count. */
export function SendingSettings({ settings }: { settings: MailboxSettings }) {
  const zoneId = useId()
  const limitId = useId()
  const save = useSaveSendingSettings()
  const form = useContractForm(mailboxSettingsBody, {
    defaultValues: { timeZone: settings.timeZone, dailyLimit: String(settings.dailyLimit) },
    toBody,
    // the limit is marked and Save held back at the key that makes it wrong
    mode: 'onChange',
  })
  const invalid = !!form.formState.errors.dailyLimit
  const options = zones().includes(settings.timeZone) ? zones() : [settings.timeZone, ...zones()]

  return (
    <form
      noValidate
      className="space-y-3 border-t pt-4"
      // the server's refusal shows below, in its words
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <p className="text-sm text-muted-foreground">
        Sent today: {settings.sentToday} of {settings.dailyLimit}. Emails go out between 08:00 and 20:00 in
        your time zone unless you pick a time.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={zoneId}>Time zone</Label>
          <NativeSelect id={zoneId} {...form.register('timeZone')}>
            {options.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={limitId}>Emails a day (at most {MAILBOX_DAILY_LIMIT_MAX})</Label>
          <Input
            id={limitId}
            type="number"
            min={1}
            max={MAILBOX_DAILY_LIMIT_MAX}
            aria-invalid={invalid}
            {...form.register('dailyLimit')}
          />
        </div>
      </div>
      <Button type="submit" variant="outline" disabled={invalid || save.isPending}>
        Save sending settings
      </Button>
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          Could not save: {save.error.message}
        </p>
      )}
      {save.isSuccess && (
        <p role="status" className="text-sm text-muted-foreground">
          Saved
        </p>
      )}
    </form>
  )
}
