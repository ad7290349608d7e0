// Demo-like data for the landing's illustrations: one startup and one email, in the shapes the app shows.
// Helpdeck is in the demo directory, so its logo is the one the app draws.
export const demoStartup = {
  name: 'Helpdeck',
  logoUrl: '/api/logos/helpdeck.svg',
  description:
    'A helpdesk built around WhatsApp and Instagram messages for consumer brands that get most of their support requests on chat.',
  location: 'Chennai',
  teamSize: '201-500',
  fundingAmount: '$22M',
  tags: ['customer-support', 'helpdesk', 'whatsapp'],
  isHiring: true,
} as const

export const demoSectors = [
  { name: 'All Sectors', count: 64 },
  { name: 'SaaS', count: 12 },
  { name: 'Fintech', count: 9 },
] as const

export const demoEmail = {
  to: 'Meera Iyer <meera@helpdeck.example>',
  // the subject the composer uses
  subject: 'regarding internship opportunity at Helpdeck',
  greeting: 'Hi Meera,',
  // Parts marked `ai` are what personalisation changed in the template.
  body: [
    { text: "I'm Asha, a third-year CS student at VIT, and " },
    { text: 'I moved my college fest’s help desk to WhatsApp last year', ai: true },
    { text: ', so Helpdeck’s chat-first approach clicked for me right away. I’d love to join as a ' },
    { text: 'product intern', ai: true },
    { text: ' this summer.' },
  ],
} as const
