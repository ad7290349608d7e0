import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'

export function BackToInternships({ href }: { href: string }) {
  return (
    <Link
      to={href}
      className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to internships
    </Link>
  )
}
