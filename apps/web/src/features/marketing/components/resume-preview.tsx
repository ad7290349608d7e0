import { Check } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'

const checks = [
  'One page, most relevant work first',
  'A number in every bullet point',
  'Links to projects a founder can open',
] as const

const skills = ['React', 'SQL', 'Figma', 'Python'] as const

/** Resume tools in miniature: the guide's checklist and the profile's skills that feed the AI. */
export function ResumePreview() {
  return (
    <Card aria-hidden="true" className="gap-5 p-5 shadow-md">
      <div>
        <p className="text-sm font-semibold">Resume checklist</p>
        <ul className="mt-3 space-y-2 text-sm">
          {checks.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <span className="flex size-5 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground">
                <Check className="size-3" strokeWidth={3} />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-lg border bg-muted/40 p-4">
        <p className="text-xs font-medium text-muted-foreground">Skills the AI writes from</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <Badge key={skill} variant="outline" className="bg-background">
              {skill}
            </Badge>
          ))}
        </div>
      </div>
    </Card>
  )
}
