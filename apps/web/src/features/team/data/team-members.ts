// Placeholder team until the real people, photos and links are supplied (SPEC §2: three members).
export type TeamMember = {
  name: string
  role: string
  bio: string
  link: { label: string; href: string }
}

export const teamMembers: TeamMember[] = [
  {
    name: 'Aarav Mehta',
    role: 'Co-founder, Product',
    bio: 'Spent two internship seasons cold-emailing founders, then turned what worked into ColdStart.',
    link: { label: 'Website', href: 'https://example.com/aarav' },
  },
  {
    name: 'Priya Nair',
    role: 'Co-founder, Engineering',
    bio: 'Builds the startup directory and the AI writing tools. Cares about fast pages and plain words.',
    link: { label: 'Website', href: 'https://example.com/priya' },
  },
  {
    name: 'Kabir Sethi',
    role: 'Community and Growth',
    bio: 'Talks to students every week and writes the email templates that actually get replies.',
    link: { label: 'Website', href: 'https://example.com/kabir' },
  },
]
