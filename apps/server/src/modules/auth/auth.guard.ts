import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AUTH_MESSAGES } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { AccessTokens, AccessTokenSubject } from './access-tokens.ts'
import { isSessionLive } from './session-liveness.ts'

export type AuthUser = AccessTokenSubject

export type AuthHook = (request: FastifyRequest) => Promise<void>

export interface AuthGuards {
  /** 401 "Auth session missing!" without a valid bearer access token. */
  requireUser: AuthHook
  /** Reads a valid bearer token when there is one; anonymous requests pass. */
  optionalUser: AuthHook
}

const users = new WeakMap<FastifyRequest, AuthUser>()

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : null
}

function sessionMissing() {
  return new HttpError(401, AUTH_MESSAGES.sessionMissing)
}

/**
 * The guards other modules use: `ownDataRoutes(app, guards.requireUser)` for a plugin of one user's own data,
 * `{ onRequest: guards.optionalUser }` for a route that reads a user when there is one. After one has run,
 * `authUserOf(request)` gives the signed-in user. Roles are not auth's business: the admin module builds its
 * guard from requireUser.
 */
export function createAuthGuards(tokens: AccessTokens, db: Db): AuthGuards {
  async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
    const cached = users.get(request)
    if (cached) return cached
    const token = bearerToken(request)
    const user = token ? await tokens.verify(token) : null
    // a well-signed token of a signed-out or revoked sign-in is refused, not honoured until it expires
    if (!user || !(await isSessionLive(db, user.sessionId))) return null
    users.set(request, user)
    return user
  }

  return {
    async requireUser(request) {
      if (!(await authenticate(request))) throw sessionMissing()
    },
    async optionalUser(request) {
      await authenticate(request)
    },
  }
}

/** The user a guard let through; throws 401 when no guard ran (a route wired without one). */
export function authUserOf(request: FastifyRequest): AuthUser {
  const user = users.get(request)
  if (!user) throw sessionMissing()
  return user
}

/** The user, when an optionalUser (or stricter) guard found one. */
export function maybeAuthUserOf(request: FastifyRequest): AuthUser | null {
  return users.get(request) ?? null
}

/** The signed-in user's id, once a guard has let the request through. */
export const userIdOf = (request: FastifyRequest): string => authUserOf(request).userId

/**
 * Every route of this plugin answers one signed-in user about their own data: 401 without a session (`guard`
 * decides who passes), and no answer is kept by a browser or shared cache unless a route says otherwise.
 */
export function ownDataRoutes(app: FastifyInstance, guard: AuthHook): void {
  app.addHook('onRequest', guard)
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
}
