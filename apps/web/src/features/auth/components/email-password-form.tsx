import { AUTH_MESSAGES, weakPasswordReason } from '@coldstart/contract'
import { useId, useState, type FormEvent, type Ref } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { signInWithPassword, signUpWithPassword } from '../session/session-manager'

export type EmailFormMode = 'sign-in' | 'sign-up'

const copy = {
  'sign-in': { submit: 'Sign in', busy: 'Signing in...', passwordAutocomplete: 'current-password' },
  'sign-up': { submit: 'Create account', busy: 'Creating account...', passwordAutocomplete: 'new-password' },
} as const

/**
 * Email + password sign-in or sign-up. The checks SPEC words (missing email or password, weak password) run
 * here first with the server's own messages; the server checks again. On success the store signs the user
 * in and the page's guard moves them on.
 */
export function EmailPasswordForm({
  mode,
  emailRef,
}: {
  mode: EmailFormMode
  emailRef?: Ref<HTMLInputElement>
}) {
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const id = useId()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    const fullName = String(form.get('fullName') ?? '').trim()
    const problem =
      !email || !password
        ? AUTH_MESSAGES.missingCredentials
        : mode === 'sign-up'
          ? weakPasswordReason(password, email)
          : null
    if (problem) return setError(problem)

    setError(null)
    setIsBusy(true)
    try {
      if (mode === 'sign-in') await signInWithPassword({ email, password })
      else await signUpWithPassword({ email, password, ...(fullName ? { fullName } : {}) })
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Something went wrong. Please try again.')
      setIsBusy(false)
    }
  }

  const errorId = `${id}-error`
  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="space-y-4 text-left"
      aria-describedby={error ? errorId : undefined}
    >
      {mode === 'sign-up' && (
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>Full name</Label>
          <Input id={`${id}-name`} name="fullName" autoComplete="name" />
        </div>
      )}
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input ref={emailRef} id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={copy[mode].passwordAutocomplete}
          required
          aria-describedby={mode === 'sign-up' ? `${id}-password-hint` : undefined}
        />
        {mode === 'sign-up' && (
          <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
            At least 8 characters; a few words together work well.
          </p>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isBusy}>
        {isBusy ? copy[mode].busy : copy[mode].submit}
      </Button>
    </form>
  )
}
