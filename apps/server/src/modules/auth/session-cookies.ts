import type { FastifyReply } from 'fastify'
import { SIGNED_IN_HINT_COOKIE } from '@coldstart/contract'

export const REFRESH_COOKIE = 'coldstart_refresh'
// Sent only to the auth routes that read it: no other request carries the refresh token.
export const REFRESH_COOKIE_PATH = '/api/auth'

/** Secure cookies everywhere but plain-http localhost, where browsers would drop them. */
export function needsSecureCookies(publicUrl: string): boolean {
  const { protocol, hostname } = new URL(publicUrl)
  return protocol === 'https:' || !['localhost', '127.0.0.1', '[::1]'].includes(hostname)
}

export function setSessionCookies(
  reply: FastifyReply,
  refresh: { token: string; expiresAt: Date },
  secure: boolean,
) {
  const common = { sameSite: 'lax', secure, expires: refresh.expiresAt } as const
  reply.setCookie(REFRESH_COOKIE, refresh.token, { ...common, httpOnly: true, path: REFRESH_COOKIE_PATH })
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...common, httpOnly: false, path: '/' })
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure })
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax', secure })
}
