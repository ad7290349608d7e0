import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { startGoogleSignIn } from '../session/session-manager'
import { GoogleIcon } from './google-icon'

/**
 * "Continue with Google": asks the server for Google's URL and goes there. Busy ("Signing in...") until the
 * page leaves; a failure is logged and the button comes back, with no message.
 */
export function GoogleSignInButton({ redirectTo }: { redirectTo: string }) {
  const [isBusy, setIsBusy] = useState(false)

  // Back from Google with the browser's back button, the page may come from the back-forward cache still busy.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setIsBusy(false)
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])

  async function handleClick() {
    setIsBusy(true)
    try {
      window.location.assign(await startGoogleSignIn(redirectTo))
    } catch (error) {
      console.warn('Google sign-in failed', error)
      setIsBusy(false)
    }
  }

  return (
    <Button variant="outline" size="lg" className="w-full" disabled={isBusy} onClick={handleClick}>
      <GoogleIcon className="size-5" />
      {isBusy ? 'Signing in...' : 'Continue with Google'}
    </Button>
  )
}
