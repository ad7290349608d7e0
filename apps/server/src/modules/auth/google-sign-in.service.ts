import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/client.ts'
import type { User } from '../../db/schema/index.ts'
import { splitFullName } from '../users/index.ts'
import * as users from '../users/index.ts'
import type { GoogleIdentity } from './google-client.ts'
import { revokeUserSessions } from './sessions.repository.ts'

export class UnverifiedGoogleEmail extends Error {}

/**
 * The ColdStart user for a Google identity: the one already linked to it, else the account with its
 * (verified) email, else a new one; then the users upsert with Google's current name and picture.
 *
 * Linking an email + password account: that password was set by someone whose address nobody checked, so it
 * is dropped and the account's sessions end. Google has just proved who owns the address; whoever may have
 * registered it first is locked out.
 */
export async function userFromGoogle(
  db: Db,
  identity: GoogleIdentity,
): Promise<{ user: User; created: boolean }> {
  if (!identity.email || !identity.emailVerified) throw new UnverifiedGoogleEmail()
  const linked = await users.findUserByGoogleId(db, identity.sub)
  const existing = linked ?? (await users.findUserByEmail(db, identity.email))
  if (existing && !linked && existing.passwordHash) {
    await users.setPasswordHash(db, existing.id, null)
    await revokeUserSessions(db, existing.id)
  }
  const name =
    identity.givenName || identity.familyName
      ? { firstName: identity.givenName, lastName: identity.familyName }
      : splitFullName(identity.name)
  const user = await users.upsertUser(db, {
    id: existing?.id ?? randomUUID(),
    email: existing?.email ?? identity.email,
    // no name from Google this time: keep the one we have
    ...(name.firstName || name.lastName ? name : {}),
    googleId: identity.sub,
    avatarUrl: identity.picture,
  })
  return { user, created: !existing }
}
