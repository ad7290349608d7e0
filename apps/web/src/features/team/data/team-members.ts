// The three people behind ColdStart. Portraits are local illustrations in
// public/images/team; replace names, bios and links here when the real ones are supplied.
export type TeamMember = {
  name: string
  role: string
  bio: string
  image: string
  link: { label: string; href: string }
}

export const teamMembers: TeamMember[] = [
  {
    name: 'Aarav Mehta',
    role: 'Co-founder, Product',
    bio: 'Spent two internship seasons cold-emailing founders, then turned what worked into ColdStart.',
    image: '/images/team/aarav-mehta.svg',
    link: { label: 'Website', href: 'https://example.com/aarav' },
  },
  {
    name: 'Priya Nair',
    role: 'Co-founder, Engineering',
    bio: 'Builds the startup directory and the AI writing tools. Cares about fast pages and plain words.',
    image: '/images/team/priya-nair.svg',
    link: { label: 'Website', href: 'https://example.com/priya' },
  },
  {
    name: 'Kabir Sethi',
    role: 'Community and Growth',
    bio: 'Talks to students every week and writes the email templates that actually get replies.',
    image: '/images/team/kabir-sethi.svg',
    link: { label: 'Website', href: 'https://example.com/kabir' },
  },
]
