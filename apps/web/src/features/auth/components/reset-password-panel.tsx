import { AUTH_MESSAGES, DEFAULT_SIGNED_IN_PATH, newPasswordForm } from '@coldstart/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useContractForm } from '@/hooks/use-contract-form'
import { paths } from '@/config/paths'
import { updateUser, verifyRecoveryToken } from '../session/session-manager'
import { AuthField, FormMessage } from './auth-field'

type Stage = 'verifying' | 'ready' | 'invalid'

const tokenInUrl = () => new URLSearchParams(window.location.hash.slice(1)).get('token')

/** The page a reset link opens: the link signs the user in ("password recovery"), then they pick a password. */
export function ResetPasswordPanel() {
  const [token] = useState(tokenInUrl)
  const [stage, setStage] = useState<Stage>(token ? 'verifying' : 'invalid')
  const started = useRef(false)
  const navigate = useNavigate()
  const id = useId()
  // the contract's rule: a password first, then one strong enough (PUT /api/auth/user checks it again)
  const form = useContractForm(newPasswordForm, {
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  })
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState

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

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await updateUser({ password })
      navigate(DEFAULT_SIGNED_IN_PATH, { replace: true })
    } catch (caught) {
      form.showServerError(caught)
    }
  })

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
    <form noValidate onSubmit={onSubmit} className="space-y-4 text-left">
      <AuthField
        id={`${id}-password`}
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        error={errors.password?.message}
        hint="At least 8 characters; a few words together work well."
        {...form.register('password')}
      />
      <FormMessage message={form.formError} />
      <Button type="submit" className="w-full" disabled={isSubmitting || isSubmitSuccessful}>
        {isSubmitting || isSubmitSuccessful ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  )
}
