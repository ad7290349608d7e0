import { CONTACTS_SIGN_IN, type StartupEmployee, type StartupTeamMember } from '@coldstart/contract'
import { LogIn, Send, UsersRound } from 'lucide-react'
import { use, useId } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { buildMailtoHref } from '../utils/mailto'
import { LastEmailedContext } from './last-emailed-context'
import { TeamMemberItem } from './team-member-item'

type TeamMembersProps = {
  company: string
  members: readonly StartupTeamMember[]
  /** signed out: the team comes without emails, and the page offers to sign in instead of Email */
  contactsHidden?: boolean
  /** opens the email composer for these people (the app wires it); without it the actions are mail links */
  onEmail?: (members: StartupEmployee[]) => void
}

/** A member the page can write to: the API sent their id and address (it does to signed-in students). */
const isContact = (member: StartupTeamMember): member is StartupEmployee => Boolean(member.id && member.email)

/**
 * The people to write to. Email and "Send to all" open the email composer; without one they open the mail
 * client with the subject "regarding internship opportunity at {company}".
 */
export function TeamMembers({ company, members, contactsHidden, onEmail }: TeamMembersProps) {
  const headingId = useId()
  const lastEmailed = use(LastEmailedContext)
  const contacts = contactsHidden ? [] : members.filter(isContact)
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-xs"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold">
          <UsersRound className="size-4 text-muted-foreground" aria-hidden="true" />
          Team members
          <span className="text-sm font-normal text-muted-foreground">({members.length})</span>
        </h2>
        {members.length > 0 && contacts.length === 0 ? (
          <Button size="sm" variant="outline" asChild>
            <Link to={paths.auth.signIn.getHref()}>
              <LogIn aria-hidden="true" />
              {CONTACTS_SIGN_IN}
            </Link>
          </Button>
        ) : (
          contacts.length > 0 &&
          (onEmail ? (
            <Button size="sm" onClick={() => onEmail(contacts)}>
              <Send aria-hidden="true" />
              Send to all
            </Button>
          ) : (
            <Button size="sm" asChild>
              <a href={buildMailtoHref({ recipients: contacts.map((m) => m.email), company })}>
                <Send aria-hidden="true" />
                Send to all
              </a>
            </Button>
          ))
        )}
      </div>
      {members.length > 0 ? (
        <ul className="mt-5 divide-y">
          {members.map((member, i) => {
            const contact = !contactsHidden && isContact(member) ? member : undefined
            return (
              <TeamMemberItem
                // signed out, members come without ids: the API's order is stable
                key={member.id ?? i}
                member={member}
                contact={
                  contact && {
                    mailtoHref: buildMailtoHref({ recipients: [contact.email], company }),
                    onEmail: onEmail && (() => onEmail([contact])),
                  }
                }
                lastEmailedAt={member.id ? lastEmailed?.get(member.id) : undefined}
              />
            )
          })}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">No team members are listed for this startup yet.</p>
      )}
    </section>
  )
}
