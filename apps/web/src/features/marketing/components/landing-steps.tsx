const steps = [
  { title: 'Find', body: 'Pick startups and internships that match your profile.' },
  { title: 'Personalise', body: 'Choose a template and let AI tailor it with your resume.' },
  { title: 'Send', body: 'Send it from your own inbox, then follow up when no reply comes.' },
] as const

export function LandingSteps() {
  return (
    <section id="how-it-works" aria-labelledby="steps-heading" className="scroll-mt-16 border-t">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="steps-heading" className="text-center text-3xl font-semibold tracking-tight">
          From zero to sent in three steps
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col items-center text-center">
              <span
                className="flex size-10 items-center justify-center rounded-full border-2 border-primary text-sm font-semibold text-primary"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 max-w-xs text-sm text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
