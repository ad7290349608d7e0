import { OUTREACH_STATUSES, OUTREACH_STATUS_LABELS, type OutreachSend } from '@coldstart/contract'
import { OptionsSelect } from '@/components/ui/options-select'
import { useUpdateSend } from '../api/update-send'

const OPTIONS = OUTREACH_STATUSES.map((s) => [s, OUTREACH_STATUS_LABELS[s]] as const)

/** What came of one email, set by the student: Sent, Replied, No reply, Bounced. */
export function SendStatusSelect({ send }: { send: OutreachSend }) {
  const update = useUpdateSend()
  return (
    <OptionsSelect
      value={
        update.isPending && update.variables.change.status ? update.variables.change.status : send.status
      }
      onChange={(status) => update.mutate({ id: send.id, change: { status } })}
      options={OPTIONS}
      aria-label={`Status of the email to ${send.contactName ?? send.contactEmail} at ${send.company}`}
      className="w-32"
    />
  )
}
