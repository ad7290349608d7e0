export type HowToUseStep = {
  title: string
  body: string
  /** A screenshot of the real screen in public/screens (`<name>-light.webp`, `<name>-dark.webp`). */
  screen?: { name: string; alt: string }
}

export const steps: HowToUseStep[] = [
  {
    title: 'Sign in',
    body: 'Continue with your Google account, or with an email and password. Your first sign-in creates your account.',
    screen: { name: 'sign-in', alt: 'The sign-in page' },
  },
  {
    title: 'Complete your profile',
    body: 'Add your resume, skills, links and the domains you care about. The AI uses this to write emails that sound like you.',
  },
  {
    title: 'Discover startups',
    body: 'Search the directory, filter by sector and open a startup to see what it does and who works there.',
    screen: { name: 'startups', alt: 'The startup directory: a search box, sector filters and startup cards' },
  },
  {
    title: 'Pick an email template',
    body: 'Choose an internship or follow-up template written from emails that got replies.',
  },
  {
    title: 'Personalise it with AI',
    body: 'Open a startup and write to someone on its team. The AI tailors the template to the founder, the company and your resume. Read it, edit anything, make it yours.',
    screen: { name: 'startup', alt: "A startup's page with its company details and team members to write to" },
  },
  {
    title: 'Send it and follow up',
    body: 'The email opens in your own mail app, so replies come straight to your inbox. No reply in a week? Send a follow-up.',
  },
]
