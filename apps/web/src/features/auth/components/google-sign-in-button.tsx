import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { GoogleIcon } from './google-icon'

// Real Google sign-in arrives with the auth issue. Until then the button says so instead of
// pretending: it shows the busy state briefly, then explains with a toast and re-enables itself.
const PLACEHOLDER_BUSY_MS = 600

export function GoogleSignInButton() {
  const [isBusy, setIsBusy] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  function handleClick() {
    setIsBusy(true)
    timer.current = setTimeout(() => {
      setIsBusy(false)
      toast.info('Google sign-in is being set up', {
        description: 'Signing in is not available yet. Please check back soon.',
      })
    }, PLACEHOLDER_BUSY_MS)
  }

  return (
    <Button variant="outline" size="lg" className="w-full" disabled={isBusy} onClick={handleClick}>
      <GoogleIcon className="size-5" />
      {isBusy ? 'Signing in...' : 'Continue with Google'}
    </Button>
  )
}
