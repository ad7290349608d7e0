import type { SessionUser } from '@coldstart/contract'
import type { User } from '../../db/schema/index.ts'

/** "Asha Rao" → first "Asha", last "Rao"; one word is a first name only. */
export function splitFullName(fullName: string | null | undefined) {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean)
  if (!words.length) return { firstName: null, lastName: null }
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') || null }
}

export function toSessionUser(user: User): SessionUser {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  return { id: user.id, email: user.email, fullName: fullName || null, avatarUrl: user.avatarUrl }
}
