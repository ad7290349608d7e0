import type { Db } from '../../db/client.ts'
import { activityLogs } from '../../db/schema/index.ts'

// Every module writes its audit trail here (the admin dashboard and activity log page read it).
export type AuthActivity =
  | 'sign_up'
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'refresh_token_reused'
  | 'password_reset_requested'
  | 'password_recovered'
  | 'password_changed'
  | 'role_granted'
  | 'role_revoked'

/** Actions of the other modules: `<entity>_<verb>`, e.g. startup_created, template_updated, csv_imported. */
export type ActivityAction = AuthActivity | `${string}_${string}`

export interface ActivityEntry {
  action: ActivityAction
  entityType: 'user' | 'session' | 'admin' | 'startup' | 'template' | 'internship' | 'import' | (string & {})
  entityId?: string | null
  userId?: string | null
  ip?: string | null
  details?: Record<string, unknown>
}

export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLogs).values({
    actionType: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    userId: entry.userId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  })
}
