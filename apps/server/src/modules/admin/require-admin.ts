import { AUTH_MESSAGES } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import { userIdOf, type AuthGuards, type AuthHook } from '../auth/index.ts'
import { isAdmin } from './admin.repository.ts'

/**
 * 401 as requireUser, then 403 unless the user is in `admins`. Read on every request, not from the token: a
 * revoked admin loses access at once.
 */
export function createRequireAdmin(guards: AuthGuards, db: Db): AuthHook {
  return async (request) => {
    await guards.requireUser(request)
    if (!(await isAdmin(db, userIdOf(request)))) throw new HttpError(403, AUTH_MESSAGES.notAdmin)
  }
}
