import { Zap } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useAuthProviders } from '../api/get-auth-providers'
import { EmailPasswordForm, type EmailFormMode } from './email-password-form'
import { ForgotPasswordForm } from './forgot-password-form'
import { GoogleSignInButton } from './google-sign-in-button'

type EmailView = 'sign-in' | 'sign-up' | 'forgot'

const emailTitles: Record<EmailView, string> = {
  'sign-in': 'Sign in with email',
  'sign-up': 'Sign up with email',
  forgot: 'Reset your password',
}

/**
 * The sign-in page (/sign-in), and account creation (/sign-up) with the same methods. With Google
 * configured: "Continue with Google", and the email form behind "Use email instead". Without it (the embedded
 * default), or when the server cannot say: the email form. The heading follows the form shown.
 */
export function SignInPanel({
  redirectTo,
  start = 'sign-in',
}: {
  redirectTo: string
  start?: EmailFormMode
}) {
  const providers = useAuthProviders()
  const googleOn = providers.data?.google === true
  const [emailOpen, setEmailOpen] = useState(false)
  const [view, setView] = useState<EmailView>(start)
  const creating = view === 'sign-up'
  const emailRef = useRef<HTMLInputElement>(null)
  const showEmail = (providers.isSuccess && !googleOn) || providers.isError || emailOpen

  useEffect(() => {
    if (emailOpen) emailRef.current?.focus()
  }, [emailOpen])

  const switchTo = (next: EmailView, label: string) => (
    <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setView(next)}>
      {label}
    </Button>
  )

  return (
    <div className="mx-auto flex max-w-sm flex-col items-center py-8 text-center sm:py-12">
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
        <Zap className="size-6" aria-hidden="true" fill="currentColor" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight">
        {creating ? 'Create your account' : 'Sign in to your account'}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {providers.isSuccess && !googleOn
          ? 'Continue with your email to get started'
          : 'Continue with your Google account to get started'}
      </p>
      <div className="mt-8 w-full space-y-4 rounded-xl border bg-card p-6 shadow-xs">
        {providers.isPending && <Spinner className="mx-auto" label="Loading sign-in options" />}
        {googleOn && <GoogleSignInButton redirectTo={redirectTo} />}
        {googleOn && !emailOpen && (
          <Button variant="link" size="sm" onClick={() => setEmailOpen(true)}>
            Use email instead
          </Button>
        )}
        {showEmail && (
          <div className="space-y-4">
            {googleOn && (
              <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
                <span className="h-px flex-1 bg-border" />
                or
                <span className="h-px flex-1 bg-border" />
              </div>
            )}
            <h2 className="text-left text-base font-semibold">{emailTitles[view]}</h2>
            {view === 'forgot' ? (
              <ForgotPasswordForm />
            ) : (
              <EmailPasswordForm key={view} mode={view} emailRef={emailRef} />
            )}
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              {view === 'sign-in'
                ? switchTo('sign-up', 'Create an account')
                : switchTo('sign-in', creating ? 'Already have an account? Sign in' : 'Back to sign in')}
              {view === 'sign-in' && switchTo('forgot', 'Forgot password?')}
            </div>
          </div>
        )}
        {!showEmail && !providers.isPending && (
          <p className="text-xs text-muted-foreground">
            {creating ? 'Your Google account is all it takes.' : 'New here? Signing in creates your account.'}
          </p>
        )}
      </div>
    </div>
  )
}
