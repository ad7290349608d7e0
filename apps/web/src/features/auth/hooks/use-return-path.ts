import { DEFAULT_SIGNED_IN_PATH, safeRedirectPath } from '@coldstart/contract'
import { useLocation } from 'react-router'

type FromState = { from?: { pathname?: string; search?: string; hash?: string } } | null

/** Where to go after signing in: the guarded page that sent the visitor here (same site only), else /app. */
export function useReturnPath(): string {
  const from = (useLocation().state as FromState)?.from
  const path = from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null
  return safeRedirectPath(path) ?? DEFAULT_SIGNED_IN_PATH
}
