import type { AccessTokenSource } from '@/lib/auth-token'

/** A signed-in session whose token is `token` and never changes (refreshing ends it). */
export const tokenSource = (token: string): AccessTokenSource => ({
  current: () => token,
  ready: () => Promise.resolve(token),
  refresh: () => Promise.resolve(null),
})
