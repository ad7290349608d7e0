import { CheckIcon, LightbulbIcon, XIcon } from 'lucide-react'

const PRINCIPLES = [
  {
    title: 'Lead with proof, not duties',
    body: 'Founders skim for what you shipped. Each line should say what you did, how, and what changed because of it.',
  },
  {
    title: 'One page, most relevant first',
    body: 'A student resume fits one page. Put the experience closest to the role at the top, even if it was a side project.',
  },
  {
    title: 'Show you can work without a manual',
    body: 'Startups hire people who figure things out. Projects you started, clubs you ran and things you taught yourself count.',
  },
  {
    title: 'Make it easy to check',
    body: 'Link your GitHub, portfolio or writing. A working link beats a long adjective list.',
  },
]

const EXAMPLES = [
  {
    weak: 'Responsible for social media of the college fest.',
    strong:
      'Grew the fest’s Instagram from 900 to 2,300 followers in 6 weeks with 40 scheduled posts and 3 creator collabs.',
  },
  {
    weak: 'Worked on a dashboard during my internship.',
    strong:
      'Built a SQL dashboard of daily sign-ups and churn that the 6-person growth team opened every morning.',
  },
  {
    weak: 'Good communication and team player.',
    strong:
      'Led a 4-person team to 2nd place of 120 at Smart India Hackathon; pitched the product to the jury.',
  },
]

const CHECKLIST = [
  'Name, email, phone and LinkedIn at the top; no photo, no date of birth',
  'Education with degree, institution and graduation year (CGPA if it helps)',
  'Each experience line starts with a verb and has a number or a result',
  'Projects with a link to the code, the product or a write-up',
  'A skills line with tools you could use on day one, not everything you have heard of',
  'Saved as PDF or .docx from your editor, so the text can be read (not a scan)',
  'File named like asha-verma-resume.pdf',
  'Read aloud once for typos; a friend reads it once more',
]

/** What makes a student resume work for startups: principles, before/after examples and a checklist. */
export function ResumeGuide() {
  return (
    <section
      aria-labelledby="resume-guide-title"
      className="space-y-6 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="resume-guide-title" className="flex items-center gap-2 text-lg font-semibold">
          <LightbulbIcon className="size-5 text-primary" aria-hidden="true" />
          Resume guide
        </h2>
        <p className="text-sm text-muted-foreground">What makes a student resume work for startups.</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {PRINCIPLES.map((p) => (
          <div key={p.title} className="space-y-1.5 rounded-lg bg-muted/40 p-4">
            <h3 className="text-sm font-semibold">{p.title}</h3>
            <p className="text-sm text-muted-foreground">{p.body}</p>
          </div>
        ))}
      </div>

      <div className="space-y-3">
        <h3 className="text-sm font-semibold">Examples</h3>
        <ul className="space-y-3">
          {EXAMPLES.map((e) => (
            <li key={e.weak} className="grid gap-2 rounded-lg border p-3 text-sm sm:grid-cols-2">
              <p className="flex gap-2 text-muted-foreground">
                <XIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Weak" />
                {e.weak}
              </p>
              <p className="flex gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Strong" />
                {e.strong}
              </p>
            </li>
          ))}
        </ul>
      </div>

      <div className="space-y-3">
        <h3 className="text-sm font-semibold">Checklist before you send it</h3>
        <ul className="space-y-2" aria-label="Resume checklist">
          {CHECKLIST.map((item) => (
            <li key={item}>
              <label className="flex cursor-pointer items-start gap-2.5 text-sm">
                <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]" />
                <span>{item}</span>
              </label>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
