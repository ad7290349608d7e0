import {
  Activity,
  Briefcase,
  Building2,
  LogIn,
  Mail,
  ShieldCheck,
  Upload,
  UserPlus,
  type LucideIcon,
} from 'lucide-react'

const ICONS: Record<string, LucideIcon> = {
  user: UserPlus,
  session: LogIn,
  admin: ShieldCheck,
  startup: Building2,
  template: Mail,
  email_template: Mail,
  internship: Briefcase,
  import: Upload,
}

/** A small round badge with the entity's icon; decorative (the sentence next to it says it all). */
export function ActivityIcon({ entityType, actionType }: { entityType: string; actionType: string }) {
  const Icon = /^sign_(in|out)/.test(actionType) ? LogIn : (ICONS[entityType] ?? Activity)
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full border bg-muted text-muted-foreground">
      <Icon className="size-4" aria-hidden="true" />
    </span>
  )
}
