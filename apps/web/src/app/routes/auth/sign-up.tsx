import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in'
import { SignInPanel } from '@/features/auth/components/sign-in-panel'
import { useGoogleFailureLog } from '@/features/auth/hooks/use-google-failure-log'
import { useReturnPath } from '@/features/auth/hooks/use-return-path'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** Account creation: the sign-in page's methods, opening on the new-account form. */
export function SignUpRoute() {
  useDocumentTitle('Create your account')
  useGoogleFailureLog()
  const returnPath = useReturnPath()

  return (
    <RedirectIfSignedIn to={returnPath}>
      <SignInPanel redirectTo={returnPath} start="sign-up" />
    </RedirectIfSignedIn>
  )
}
