import { Building2, FileText, Sparkles } from 'lucide-react'

const highlights = [
  {
    icon: Building2,
    title: 'Startup directory',
    body: 'Browse startups by sector, see who is hiring, and find the founders and team members to write to.',
  },
  {
    icon: Sparkles,
    title: 'AI-personalised cold emails',
    body: 'Start from a proven template and let AI tailor it to the company and your resume. You stay in control of every word.',
  },
  {
    icon: FileText,
    title: 'Resume tools',
    body: 'Get practical guidance on what founders look for and keep a resume summary the AI can draw on.',
  },
] as const

export function ProductHighlights() {
  return (
    <section aria-labelledby="highlights-heading" className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="highlights-heading" className="text-3xl font-semibold tracking-tight">
            Everything you need to land the internship
          </h2>
          <p className="mt-4 text-muted-foreground">
            Finding the right startup, writing the right email and sending it: all in one place.
          </p>
        </div>
        <ul className="mt-12 grid gap-4 md:grid-cols-3">
          {highlights.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-xs">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
