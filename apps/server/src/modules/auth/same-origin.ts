import type { FastifyRequest } from 'fastify'
import { AUTH_MESSAGES } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'

/**
 * For routes that read or set the session cookies: only pages of this site may call them, so another site
 * cannot sign a visitor in or out, or spend their refresh token. Browsers always send Sec-Fetch-Site (or at
 * least Origin) on these POSTs and scripts cannot forge either.
 */
export function createSameOriginCheck(publicUrl: string) {
  return async (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site']
    if (site !== undefined) {
      if (site === 'same-origin') return
      throw new HttpError(403, AUTH_MESSAGES.crossSite)
    }
    if (request.headers.origin === publicUrl) return
    throw new HttpError(403, AUTH_MESSAGES.crossSite)
  }
}
