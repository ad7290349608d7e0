import { Send } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** One question asked before sending: "Send again?" after a recent email, or claims not yet confirmed. */
export interface SendConfirmation {
  id: string
  /** the group's name, a question: "Send again?" */
  title: string
  message: string
  /** the go-ahead button: "Send again", "Send anyway" */
  action: string
}

type SendConfirmProps = {
  confirmation: SendConfirmation
  onCancel: () => void
  onConfirm: (id: string) => void
}

/** Stands in for the send buttons until the student answers; the go-ahead has focus. */
export function SendConfirm({ confirmation, onCancel, onConfirm }: SendConfirmProps) {
  return (
    <div
      role="group"
      aria-label={confirmation.title}
      className="flex w-full flex-col gap-2 rounded-lg bg-warning-soft p-3 text-warning-soft-foreground sm:flex-row sm:items-center"
    >
      <p className="text-sm sm:mr-auto">{confirmation.message}</p>
      <div className="flex gap-2 sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button key={confirmation.id} autoFocus onClick={() => onConfirm(confirmation.id)}>
          <Send aria-hidden="true" />
          {confirmation.action}
        </Button>
      </div>
    </div>
  )
}
