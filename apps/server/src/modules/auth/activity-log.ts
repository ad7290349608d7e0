import type { Db } from '../../db/client.ts'
import { activityLogs } from '../../db/schema/index.ts'

// What the auth module writes to activity_logs (the admin dashboard lists the latest).
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

export interface ActivityEntry {
  action: AuthActivity
  entityType: 'user' | 'session' | 'admin'
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
