import { Mail } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { site } from '@/config/site'
import { teamMembers } from '../data/team-members'
import { TeamMemberCard } from './team-member-card'

export function TeamSection() {
  return (
    <div className="space-y-10">
      <ul className="grid gap-4 md:grid-cols-3">
        {teamMembers.map((member) => (
          <li key={member.name}>
            <TeamMemberCard member={member} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-start gap-4 rounded-xl border bg-muted/50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 className="font-semibold">Want to talk to us?</h2>
          <p className="text-sm text-muted-foreground">
            Ideas, feedback or a startup we should list: we read every email.
          </p>
        </div>
        <Button variant="outline" asChild>
          <a href={`mailto:${site.contactEmail}`}>
            <Mail aria-hidden="true" />
            {site.contactEmail}
          </a>
        </Button>
      </div>
    </div>
  )
}
