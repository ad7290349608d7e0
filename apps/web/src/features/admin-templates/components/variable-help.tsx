import { TEMPLATE_VARIABLES } from '@coldstart/contract'

type VariableHelpProps = { onInsert: (token: string) => void; id?: string }

/** The variables a template may use; a click inserts one at the cursor. `{{name|fallback}}` is explained too. */
export function VariableHelp({ onInsert, id }: VariableHelpProps) {
  return (
    <div id={id} className="space-y-2 rounded-lg border bg-muted/40 p-3">
      <p className="text-xs text-muted-foreground">
        Click a variable to insert it. Write <code className="font-mono">{'{{name|fallback}}'}</code> for a
        fallback when the value is missing; a first line <code className="font-mono">Subject: ...</code>{' '}
        becomes the subject.
      </p>
      <ul aria-label="Template variables" className="flex flex-wrap gap-1.5">
        {TEMPLATE_VARIABLES.map((v) => (
          <li key={v.name}>
            <button
              type="button"
              title={`${v.label}, e.g. ${v.example}`}
              onClick={() => onInsert(`{{${v.name}}}`)}
              className="rounded-md border bg-background px-2 py-0.5 font-mono text-xs transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {`{{${v.name}}}`}
              <span className="sr-only">: {v.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
