import { Link } from 'react-router'
import { cn } from '@/lib/cn'

type CompanyNameProps = {
  company: string
  /** the linked startup's page; without one the name is plain text */
  href: string | null | undefined
  className?: string
}

/** A posting's company: a link to its startup's page when the posting has one. */
export function CompanyName({ company, href, className }: CompanyNameProps) {
  if (!href) return company
  return (
    <Link to={href} className={cn('underline-offset-4 hover:text-primary hover:underline', className)}>
      {company}
    </Link>
  )
}
