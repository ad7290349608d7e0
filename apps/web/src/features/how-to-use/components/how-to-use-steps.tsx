import { steps } from '../data/steps'

/** The numbered walkthrough shown on /how-to-use and /app/how-to-use. */
export function HowToUseSteps() {
  return (
    <ol className="relative space-y-8">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="space-y-1.5 pt-1">
            <h2 className="font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h2>
            <p className="max-w-2xl text-muted-foreground">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
