import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { requestPasswordReset } from '../session/session-manager'

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const [status, setStatus] = useState<{ kind: 'sent' | 'error'; message: string } | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const id = useId()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!email) return setStatus({ kind: 'error', message: 'Enter the email address of your account.' })
    setIsBusy(true)
    try {
      setStatus({ kind: 'sent', message: await requestPasswordReset(email) })
    } catch (caught) {
      setStatus({ kind: 'error', message: caught instanceof Error ? caught.message : 'Please try again.' })
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4 text-left">
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required autoFocus />
      </div>
      {status && (
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={
            status.kind === 'error'
              ? 'text-sm font-medium text-danger-soft-foreground'
              : 'text-sm text-muted-foreground'
          }
        >
          {status.message}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isBusy}>
        {isBusy ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  )
}
