type DisplayableUser = { name?: string | null; avatarUrl?: string | null } | null | undefined

/** The name shown in headers: the user's name, else "User". */
export function getDisplayName(user: DisplayableUser): string {
  const name = user?.name?.trim()
  return name ? name : 'User'
}

/** The avatar fallback: the first letter of the name (upper-cased), else "U". */
export function getAvatarInitial(user: DisplayableUser): string {
  const first = user?.name?.trim().charAt(0)
  return first ? first.toLocaleUpperCase() : 'U'
}

/** The avatar image URL when there is a usable one, else null (then the initial is shown). */
export function getAvatarUrl(user: DisplayableUser): string | null {
  const url = user?.avatarUrl?.trim()
  return url ? url : null
}

type SessionUserLike = {
  id: string
  email: string
  fullName?: string | null
  name?: string | null
  avatarUrl?: string | null
}

/** The client's user: name = full name, else name, else the part of the email before @, else empty. */
export function toClientUser(user: SessionUserLike) {
  const name = user.fullName?.trim() || user.name?.trim() || user.email.split('@')[0]?.trim() || ''
  return { id: user.id, email: user.email, name, avatarUrl: user.avatarUrl?.trim() || null }
}
