import { ExternalLink } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import type { TeamMember } from '../data/team-members'

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <Card className="h-full">
      <CardContent className="flex h-full flex-col gap-4">
        <img
          src={member.image}
          alt={`Portrait of ${member.name} (illustration)`}
          width={80}
          height={80}
          className="size-20 rounded-full"
        />
        <div className="space-y-1">
          <h2 className="text-lg font-semibold">{member.name}</h2>
          <p className="text-sm font-medium text-primary-soft-foreground">{member.role}</p>
        </div>
        <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{member.bio}</p>
        <a
          href={member.link.href}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary-soft-foreground underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {member.link.label}
          <span className="sr-only"> of {member.name} (opens in a new tab)</span>
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </CardContent>
    </Card>
  )
}
