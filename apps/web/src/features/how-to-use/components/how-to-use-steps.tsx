import { steps } from '../data/steps'
import { StepScreen } from './step-screen'

/** The numbered walkthrough shown on /how-to-use and /app/how-to-use, with pictures of the real screens. */
export function HowToUseSteps() {
  return (
    <ol className="space-y-14">
      {steps.map((step, index) => (
        <li key={step.title} className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
          <div className="flex gap-4">
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
              <p className="text-muted-foreground">{step.body}</p>
            </div>
          </div>
          {step.screen && <StepScreen name={step.screen.name} alt={step.screen.alt} />}
        </li>
      ))}
    </ol>
  )
}
