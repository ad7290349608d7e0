import { plural, type TemplateProblem } from '@coldstart/contract'
import { TriangleAlert } from 'lucide-react'

type TemplateProblemsProps = {
  id: string
  problems: TemplateProblem[]
  /** puts the caret on the problem in the editor */
  onGoTo: (problem: TemplateProblem) => void
}

/**
 * What the checker finds as the admin types, each at its line (a click selects it in the editor). A template
 * with any may be saved as a draft, never made active. The count is announced; the list is read on demand.
 */
export function TemplateProblems({ id, problems, onGoTo }: TemplateProblemsProps) {
  return (
    <div id={id} className="space-y-2">
      <p role="status" className="sr-only">
        {problems.length
          ? `${plural(problems.length, 'problem')} in the template`
          : 'No problems in the template'}
      </p>
      {problems.length > 0 && (
        <div className="space-y-2 rounded-lg border border-danger-soft-foreground/30 bg-danger-soft p-3 text-danger-soft-foreground">
          <p className="flex items-start gap-2 text-sm font-medium">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {plural(problems.length, 'problem')} to fix: students never see this template until it has none (a
            draft may be saved as it is).
          </p>
          <ul aria-label="Template problems" className="space-y-1 text-sm">
            {problems.map((p) => (
              <li key={`${p.line}:${p.column}:${p.message}`} className="flex items-baseline gap-2">
                <button
                  type="button"
                  onClick={() => onGoTo(p)}
                  aria-label={`Line ${p.line}, go to it`}
                  className="shrink-0 rounded-sm font-mono text-xs font-semibold whitespace-nowrap underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  Line {p.line}
                </button>
                <span className="min-w-0 break-words">{p.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
