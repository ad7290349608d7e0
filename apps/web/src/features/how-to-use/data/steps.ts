export const steps = [
  {
    title: 'Sign in with Google',
    body: 'One click with your Google account. There is no password to remember.',
  },
  {
    title: 'Complete your profile',
    body: 'Add your resume, skills, links and the domains you care about. The AI uses this to write emails that sound like you.',
  },
  {
    title: 'Discover startups',
    body: 'Search the directory, filter by sector and open a startup to see what it does and who works there.',
  },
  {
    title: 'Pick an email template',
    body: 'Choose an internship or follow-up template written from emails that got replies.',
  },
  {
    title: 'Personalise it with AI',
    body: 'The AI tailors the template to the founder, the company and your resume. Read it, edit anything, make it yours.',
  },
  {
    title: 'Send it and follow up',
    body: 'The email opens in your own mail app, so replies come straight to your inbox. No reply in a week? Send a follow-up.',
  },
] as const
