import type { RecentOutreach } from '@coldstart/contract'

/** "Re: <subject>", once: a subject that already is a reply stays as it is. */
export function replySubject(subject: string): string {
  const trimmed = subject.trim()
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`
}

/**
 * The subject a follow-up replies to: the first email's subject to these recipients, when every one of them
 * has one and it is the same (a group's follow-up stays one thread only if they all got the same first
 * email). `recipientIds` are employee ids, null for an internship's address.
 */
export function threadSubject(data: RecentOutreach | undefined, recipientIds: (string | null)[]) {
  if (!data || recipientIds.length === 0) return null
  const subjects = recipientIds.map((id) => data.contacts.find((c) => c.employeeId === id)?.firstSubject)
  const [first] = subjects
  return first && subjects.every((s) => s === first) ? first : null
}
