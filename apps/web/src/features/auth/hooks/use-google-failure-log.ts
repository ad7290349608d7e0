import { useEffect } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The server sends a failed Google sign-in back to /sign-in?error=google. It is logged, the button is
 * ready again, no message for the user. The marker is removed so a reload does not log it twice.
 */
export function useGoogleFailureLog() {
  const [params, setParams] = useSearchParams()
  const failed = params.get('error') === 'google'

  useEffect(() => {
    if (!failed) return
    console.warn('Google sign-in failed: the server could not complete it')
    setParams(
      (current) => {
        current.delete('error')
        return current
      },
      { replace: true, preventScrollReset: true },
    )
  }, [failed, setParams])
}
