import { Zap } from 'lucide-react'
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in'
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function SignInRoute() {
  useDocumentTitle('Sign in')

  return (
    <RedirectIfSignedIn>
      <div className="mx-auto flex max-w-sm flex-col items-center py-8 text-center sm:py-12">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Zap className="size-6" aria-hidden="true" fill="currentColor" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight">Sign in to your account</h1>
        <p className="mt-2 text-muted-foreground">Continue with your Google account to get started</p>
        <div className="mt-8 w-full rounded-xl border bg-card p-6 shadow-xs">
          <GoogleSignInButton />
          <p className="mt-4 text-xs text-muted-foreground">New here? Signing in creates your account.</p>
        </div>
      </div>
    </RedirectIfSignedIn>
  )
}
