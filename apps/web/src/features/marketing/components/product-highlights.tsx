import { Building2, FileText, Sparkles, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { EmailPreview } from './email-preview'
import { ResumePreview } from './resume-preview'
import { StartupCardPreview } from './startup-card-preview'

type Highlight = {
  icon: LucideIcon
  eyebrow: string
  title: string
  body: string
  points: string[]
  illustration: ReactNode
}

const highlights: Highlight[] = [
  {
    icon: Building2,
    eyebrow: 'Startup directory',
    title: 'Find startups worth writing to',
    body: 'Browse startups by sector, see at a glance who is hiring, and open any company to meet the team behind it.',
    points: [
      'Search by sector or tag, or sort by your best match',
      'An internships board with stipends and deadlines',
      'Bookmarks with your own notes on each',
    ],
    illustration: <StartupCardPreview />,
  },
  {
    icon: Sparkles,
    eyebrow: 'AI-personalised emails',
    title: 'Cold emails that sound like you',
    body: 'Start from a template that has earned replies. AI tailors it to the company and to your resume, and you edit every word before it goes.',
    points: [
      'Internship and follow-up templates',
      'Personalised from your resume summary',
      'Opens in your mail app; every send is logged for follow-ups',
    ],
    illustration: <EmailPreview />,
  },
  {
    icon: FileText,
    eyebrow: 'Resume tools',
    title: 'A resume founders read to the end',
    body: 'Practical guidance on what early-stage teams look for, and a profile that keeps your skills and links in one place for the AI to draw on.',
    points: [
      'A resume guide written for startup roles',
      'Upload .pdf, .doc, .docx or .txt',
      'Skills, links and domain preferences',
    ],
    illustration: <ResumePreview />,
  },
]

/** What ColdStart does: the directory and internships, AI-personalised emails with follow-ups, resume tools. */
export function ProductHighlights() {
  return (
    <section aria-labelledby="highlights-heading" className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="highlights-heading" className="text-3xl font-semibold tracking-tight text-balance">
            Everything you need to land the internship
          </h2>
          <p className="mt-4 text-muted-foreground">
            Finding the right startup, writing the right email and sending it: all in one place.
          </p>
        </div>
        <div className="mt-16 space-y-20 lg:space-y-24">
          {highlights.map(({ icon: Icon, eyebrow, title, body, points, illustration }, index) => (
            <article key={title} className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16">
              <div className={cn('max-w-xl', index % 2 === 1 && 'lg:order-2')}>
                <p className="inline-flex items-center gap-2 text-sm font-medium text-primary-soft-foreground">
                  <span className="flex size-8 items-center justify-center rounded-lg bg-primary-soft">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  {eyebrow}
                </p>
                <h3 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h3>
                <p className="mt-3 leading-relaxed text-muted-foreground">{body}</p>
                <ul className="mt-5 space-y-2 text-sm">
                  {points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="mx-auto w-full max-w-md lg:max-w-none">{illustration}</div>
            </article>
          ))}
        </div>
      </div>
    </section>
  )
}
