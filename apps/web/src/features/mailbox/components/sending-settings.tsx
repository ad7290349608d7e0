import { MAILBOX_DAILY_LIMIT_MAX, type MailboxSettings } from '@coldstart/contract'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useSaveSendingSettings } from '../api/sending-settings'

const zones = () => Intl.supportedValuesOf('timeZone')

/** The zone sends are timed in (08:00-20:00, the quick picks) and the day's limit, with today's count. */
export function SendingSettings({ settings }: { settings: MailboxSettings }) {
  const zoneId = useId()
  const limitId = useId()
  const [timeZone, setTimeZone] = useState(settings.timeZone)
  const [limit, setLimit] = useState(String(settings.dailyLimit))
  const save = useSaveSendingSettings()
  const dailyLimit = Number(limit)
  const valid = Number.isInteger(dailyLimit) && dailyLimit >= 1 && dailyLimit <= MAILBOX_DAILY_LIMIT_MAX
  const options = zones().includes(settings.timeZone) ? zones() : [settings.timeZone, ...zones()]

  return (
    <form
      className="space-y-3 border-t pt-4"
      onSubmit={(e) => {
        e.preventDefault()
        if (valid) save.mutate({ timeZone, dailyLimit })
      }}
    >
      <p className="text-sm text-muted-foreground">
        Sent today: {settings.sentToday} of {settings.dailyLimit}. Emails go out between 08:00 and 20:00 in
        your time zone unless you pick a time.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={zoneId}>Time zone</Label>
          <NativeSelect id={zoneId} value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
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
            value={limit}
            aria-invalid={!valid}
            onChange={(e) => setLimit(e.target.value)}
          />
        </div>
      </div>
      <Button type="submit" variant="outline" disabled={!valid || save.isPending}>
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
