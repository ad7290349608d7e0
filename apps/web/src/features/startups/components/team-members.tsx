import type { StartupEmployee } from '@coldstart/contract'
import { Send, UsersRound } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { buildMailtoHref } from '../utils/mailto'
import { TeamMemberItem } from './team-member-item'

type TeamMembersProps = {
  company: string
  members: readonly StartupEmployee[]
  /** opens the email composer for these people (the app wires it); without it the actions are mail links */
  onEmail?: (members: StartupEmployee[]) => void
  /** when this student last emailed each of them (employee id → ISO time) */
  lastEmailed?: ReadonlyMap<string, string>
}

/**
 * The people to write to. Email and "Send to all" open the email composer; without one they open the mail
 * client with the subject "regarding internship opportunity at {company}".
 */
export function TeamMembers({ company, members, onEmail, lastEmailed }: TeamMembersProps) {
  const headingId = useId()
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
        {members.length > 0 &&
          (onEmail ? (
            <Button size="sm" onClick={() => onEmail([...members])}>
              <Send aria-hidden="true" />
              Send to all
            </Button>
          ) : (
            <Button size="sm" asChild>
              <a href={buildMailtoHref({ recipients: members.map((m) => m.email), company })}>
                <Send aria-hidden="true" />
                Send to all
              </a>
            </Button>
          ))}
      </div>
      {members.length > 0 ? (
        <ul className="mt-5 divide-y">
          {members.map((member) => (
            <TeamMemberItem
              key={member.id}
              member={member}
              mailtoHref={buildMailtoHref({ recipients: [member.email], company })}
              onEmail={onEmail && ((m) => onEmail([m]))}
              lastEmailedAt={lastEmailed?.get(member.id)}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">No team members are listed for this startup yet.</p>
      )}
    </section>
  )
}
