import type { EmailTemplate } from '@coldstart/contract'
import type { ComponentProps } from 'react'
import type { ComposeState } from '../hooks/use-compose-stream'
import { ClaimsToConfirm } from './claims-to-confirm'
import { CoachPanel } from './coach-panel'
import { ComposeProgress } from './compose-progress'
import { EmailEditor } from './email-editor'

/** The editor's own props, but what the writer's state already says (streaming, writer, notice). */
type EditorProps = Omit<
  ComponentProps<typeof EmailEditor>,
  'streaming' | 'writer' | 'notice' | 'aside' | 'above'
>

type ComposeStepProps = EditorProps & {
  state: ComposeState
  template: EmailTemplate
  onStop: () => void
  onConfirmClaim: (claim: string) => void
  onRemoveClaim: (claim: string) => void
  company: { name: string; details: string[] }
}

/** Step 2: the writer's progress, the email being edited with the coach beside it, the claims to confirm. */
export function ComposeStep(props: ComposeStepProps) {
  const { state, template, body, claims } = props
  const streaming = state.phase === 'streaming'
  return (
    <div className="space-y-3">
      {streaming && (
        <ComposeProgress
          written={state.raw.length}
          expected={template.templateContent.length}
          onStop={props.onStop}
        />
      )}
      <EmailEditor
        subject={props.subject}
        onSubjectChange={props.onSubjectChange}
        alternativeSubject={props.alternativeSubject}
        body={body}
        onBodyChange={props.onBodyChange}
        claims={claims}
        streaming={streaming}
        writer={state.writer}
        notice={state.notice}
        above={
          <ClaimsToConfirm claims={claims} onConfirm={props.onConfirmClaim} onRemove={props.onRemoveClaim} />
        }
        aside={
          streaming ? null : (
            <CoachPanel subject={props.subject} body={body} company={props.company} unconfirmed={claims} />
          )
        }
      />
    </div>
  )
}
