import { paths } from '@/config/paths'

// Top bar links of the public layout.
export const publicNavLinks = [
  { label: 'How To Use', href: paths.public.howToUse.getHref() },
  { label: 'Team', href: paths.public.team.getHref() },
  { label: 'Donate', href: paths.public.donate.getHref() },
] as const
