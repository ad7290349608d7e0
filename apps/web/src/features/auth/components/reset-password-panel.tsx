import { AUTH_MESSAGES, DEFAULT_SIGNED_IN_PATH, weakPasswordReason } from '@coldstart/contract'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { updateUser, verifyRecoveryToken } from '../session/session-manager'

type Stage = 'verifying' | 'ready' | 'invalid'

const tokenInUrl = () => new URLSearchParams(window.location.hash.slice(1)).get('token')

/** The page a reset link opens: the link signs the user in ("password recovery"), then they pick a password. */
export function ResetPasswordPanel() {
  const [token] = useState(tokenInUrl)
  const [stage, setStage] = useState<Stage>(token ? 'verifying' : 'invalid')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const started = useRef(false)
  const navigate = useNavigate()
  const id = useId()

  useEffect(() => {
    // The token works once: never spend it twice (StrictMode runs effects twice in development).
    if (!token || started.current) return
    started.current = true
    // Out of the address bar, so the link's token is not bookmarked or shared by accident.
    window.history.replaceState(window.history.state, '', window.location.pathname)
    verifyRecoveryToken(token).then(
      () => setStage('ready'),
      (caught: unknown) => {
        console.warn('Password reset link refused', caught)
        setStage('invalid')
      },
    )
  }, [token])

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    const problem = password ? weakPasswordReason(password) : 'Enter a new password.'
    if (problem) return setError(problem)
    setIsBusy(true)
    try {
      await updateUser({ password })
      navigate(DEFAULT_SIGNED_IN_PATH, { replace: true })
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Something went wrong. Please try again.')
      setIsBusy(false)
    }
  }

  if (stage === 'verifying') return <Spinner className="mx-auto size-6" label="Checking your reset link" />
  if (stage === 'invalid') {
    return (
      <div className="space-y-4">
        <p role="alert">{AUTH_MESSAGES.recoveryInvalid}</p>
        <Button asChild variant="outline">
          <Link to={paths.auth.signIn.getHref()}>Back to sign in</Link>
        </Button>
      </div>
    )
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4 text-left">
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>New password</Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
        />
        <p className="text-xs text-muted-foreground">
          At least 8 characters; a few words together work well.
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isBusy}>
        {isBusy ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  )
}
