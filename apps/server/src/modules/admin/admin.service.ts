import type { Db } from '../../db/client.ts'
import type { User } from '../../db/schema/index.ts'
import { recordActivity } from '../activity/index.ts'
import { findUserByEmail } from '../users/index.ts'
import { deleteAdmin, insertAdmin } from './admin.repository.ts'

export type RoleChange = { changed: boolean; user: User } | { changed: false; user: null }

/** `npm run admin -- grant <email>` / `revoke <email>`: the account must exist (sign up first). */
export async function changeAdminRole(
  db: Db,
  email: string,
  change: 'grant' | 'revoke',
  by: string,
): Promise<RoleChange> {
  const user = await findUserByEmail(db, email.trim())
  if (!user) return { changed: false, user: null }
  const changed = change === 'grant' ? await insertAdmin(db, user.id) : await deleteAdmin(db, user.id)
  if (changed) await logRoleChange(db, change === 'grant' ? 'role_granted' : 'role_revoked', user, by)
  return { changed, user }
}

/**
 * ADMIN_EMAILS grants at sign-in, but only to an address the identity provider has verified: an email and
 * password account proves nothing about its address, so it could claim an admin's email before they do.
 */
export async function grantConfiguredAdmin(
  db: Db,
  user: User,
  opts: { adminEmails: string[]; emailVerified: boolean },
): Promise<void> {
  if (!opts.emailVerified || !opts.adminEmails.includes(user.email.toLowerCase())) return
  if (await insertAdmin(db, user.id)) await logRoleChange(db, 'role_granted', user, 'ADMIN_EMAILS')
}

function logRoleChange(db: Db, action: 'role_granted' | 'role_revoked', user: User, by: string) {
  return recordActivity(db, {
    action,
    entityType: 'admin',
    entityId: user.id,
    userId: user.id,
    details: { email: user.email, by },
  })
}
