import { coachEmail } from '@coldstart/contract'
import { CircleAlert, CircleCheck, Lightbulb } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { cn } from '@/lib/cn'

type CoachPanelProps = {
  subject: string
  body: string
  company: { name: string; details: string[] }
  /** claims still in the text and not confirmed: they cost points until the student confirms or removes them */
  unconfirmed: string[]
}

const band = (score: number) =>
  score >= 80
    ? 'text-success-soft-foreground bg-success-soft'
    : score >= 50
      ? 'text-warning-soft-foreground bg-warning-soft'
      : 'text-danger-soft-foreground bg-danger-soft'

/**
 * The email coach beside the text (below it on a phone): a 0–100 score, the one fix that helps most, and
 * each check passed or not, worked out again as the student types (offline, from the text alone).
 */
export function CoachPanel({ subject, body, company, unconfirmed }: CoachPanelProps) {
  // typing stays smooth: the report follows the text a frame behind when the browser is busy
  const text = useDeferredValue(body)
  const report = useMemo(
    () => coachEmail({ subject, body: text, company, unconfirmed }),
    [subject, text, company, unconfirmed],
  )
  const passed = report.checks.filter((c) => c.passed).length
  return (
    <aside
      aria-label="Email coach"
      className="space-y-3 self-start rounded-lg border bg-card p-3 text-card-foreground"
    >
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label="Coach score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={report.score}
          aria-valuetext={`${report.score} out of 100`}
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-semibold tabular-nums',
            band(report.score),
          )}
        >
          {report.score}
        </div>
        <div className="min-w-0">
          <p className="text-sm font-medium">Email coach</p>
          <p className="text-xs text-muted-foreground">
            {passed} of {report.checks.length} checks pass · {report.words} words
          </p>
        </div>
      </div>
      {report.topFix && (
        <p className="flex items-start gap-2 rounded-md bg-primary-soft px-2.5 py-2 text-sm text-primary-soft-foreground">
          <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-medium">Top fix: </span>
            {report.topFix}
          </span>
        </p>
      )}
      <ul aria-label="Checks" className="space-y-1.5">
        {report.checks.map((check) => (
          <li key={check.id} className="flex items-start gap-2 text-sm">
            {check.passed ? (
              <CircleCheck
                className="mt-0.5 size-4 shrink-0 text-success-soft-foreground"
                aria-hidden="true"
              />
            ) : (
              <CircleAlert
                className="mt-0.5 size-4 shrink-0 text-warning-soft-foreground"
                aria-hidden="true"
              />
            )}
            <span className="min-w-0">
              <span className="sr-only">{check.passed ? 'Passed: ' : 'To fix: '}</span>
              {check.label}
              {!check.passed && check.detail && (
                <span className="block text-xs text-muted-foreground">{check.detail}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  )
}
