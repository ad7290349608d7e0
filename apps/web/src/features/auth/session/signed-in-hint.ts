import { SIGNED_IN_HINT_COOKIE } from '@coldstart/contract'

/**
 * Whether the server's readable "signed in" cookie is there. It lives exactly as long as the HttpOnly
 * refresh cookie, so without it there is no session to restore and no need to ask the server.
 */
export function hasSignedInHint(): boolean {
  try {
    return document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`)
  } catch {
    return false
  }
}
