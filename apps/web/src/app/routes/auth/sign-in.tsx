import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in'
import { SignInPanel } from '@/features/auth/components/sign-in-panel'
import { useGoogleFailureLog } from '@/features/auth/hooks/use-google-failure-log'
import { useReturnPath } from '@/features/auth/hooks/use-return-path'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function SignInRoute() {
  useDocumentTitle('Sign in')
  useGoogleFailureLog()
  const returnPath = useReturnPath()

  return (
    <RedirectIfSignedIn to={returnPath}>
      <SignInPanel redirectTo={returnPath} />
    </RedirectIfSignedIn>
  )
}
