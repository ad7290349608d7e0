import type { StartupTeamMember } from '@coldstart/contract'
import { Mail, MailCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { daysAgo } from '@/lib/days-ago'
import { LinkedinIcon } from './linkedin-icon'

type TeamMemberItemProps = {
  member: StartupTeamMember
  /** how to write to them; absent when the page has no address for them (signed out): no Email action */
  contact?: {
    mailtoHref: string
    /** opens the email composer; without it Email is a plain mail link */
    onEmail?: () => void
  }
  /** when this student last emailed them (ISO time) */
  lastEmailedAt?: string
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
}

/** One team member: who they are, their LinkedIn, and an Email action when the page may show their address. */
export function TeamMemberItem({ member, contact, lastEmailedAt }: TeamMemberItemProps) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground"
          aria-hidden="true"
        >
          {initials(member.name) || '?'}
        </span>
        <div className="min-w-0">
          <p className="truncate font-medium">{member.name}</p>
          <p className="truncate text-sm text-muted-foreground">{member.role ?? 'Team member'}</p>
          {lastEmailedAt && (
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <MailCheck className="size-3.5" aria-hidden="true" />
              Last emailed {daysAgo(lastEmailedAt)}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2 pl-13 sm:pl-0">
        {member.linkedinUrl ? (
          <Button variant="ghost" size="icon-sm" asChild>
            <a href={member.linkedinUrl} target="_blank" rel="noopener noreferrer">
              <LinkedinIcon className="size-4 text-[#0a66c2] dark:text-[#70b5f9]" />
              <span className="sr-only">LinkedIn profile of {member.name} (opens in a new tab)</span>
            </a>
          </Button>
        ) : (
          // Holds the icon's place so every row's Email button lines up.
          <span className="size-8" aria-hidden="true" />
        )}
        {!contact ? null : contact.onEmail ? (
          <Button variant="outline" size="sm" onClick={contact.onEmail}>
            <Mail aria-hidden="true" />
            Email
            <span className="sr-only"> {member.name}</span>
          </Button>
        ) : (
          <Button variant="outline" size="sm" asChild>
            <a href={contact.mailtoHref}>
              <Mail aria-hidden="true" />
              Email
              <span className="sr-only"> {member.name}</span>
            </a>
          </Button>
        )}
      </div>
    </li>
  )
}
