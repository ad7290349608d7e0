import { Banknote, MapPin, Users } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { demoSectors, demoStartup } from '../data/demo'

/** A faithful miniature of the directory: sector chips and one startup card. */
export function StartupCardPreview() {
  const startup = demoStartup
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {demoSectors.map((sector, index) => (
          <span
            key={sector.name}
            className={
              index === 0
                ? 'rounded-full bg-primary px-3 py-1 text-xs font-medium text-primary-foreground'
                : 'rounded-full border bg-background px-3 py-1 text-xs font-medium'
            }
          >
            {sector.name} {sector.count}
          </span>
        ))}
      </div>
      <Card className="gap-4 p-5 shadow-md">
        <div className="flex items-start gap-3">
          <img
            src={startup.logoUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 rounded-lg border"
          />
          <div className="min-w-0 flex-1">
            <div className="flex items-center justify-between gap-2">
              <p className="truncate font-semibold">{startup.name}</p>
              {startup.isHiring && <Badge variant="success">Hiring</Badge>}
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{startup.description}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5" />
            {startup.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" />
            {startup.teamSize}
          </span>
          <span className="inline-flex items-center gap-1">
            <Banknote className="size-3.5" />
            {startup.fundingAmount}
          </span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {startup.tags.map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
        </div>
      </Card>
    </div>
  )
}
