import { COMPOSE_NOTICES, type ComposeEvent } from '@coldstart/contract'
import {
  AiUnavailableError,
  type EmailFacts,
  offlineChunks,
  personalisePrompt,
  type TextModel,
  writeOffline,
} from '../ai/index.ts'

export interface PersonaliseInput {
  template: string
  facts: EmailFacts
  /** null: the offline writer */
  textModel: TextModel | null
  /** aborted when the browser goes away: reaches the hosted model's HTTP call */
  signal: AbortSignal
  log?: { warn: (obj: object, msg: string) => void }
}

/**
 * The composer's text as events. SPEC §8: with no resume text the template is used as is; if the AI fails,
 * the unmodified template replaces whatever it had written. A closed browser just ends the stream.
 */
export async function* personalise({
  template,
  facts,
  textModel,
  signal,
  log,
}: PersonaliseInput): AsyncGenerator<ComposeEvent> {
  if (!facts.sender.resumeText?.trim()) {
    yield { event: 'start', data: { writer: 'template', notice: COMPOSE_NOTICES.noResume } }
    yield { event: 'delta', data: { text: template } }
    yield { event: 'done', data: { writer: 'template', notice: COMPOSE_NOTICES.noResume, unconfirmed: [] } }
    return
  }
  if (!textModel) {
    yield { event: 'start', data: { writer: 'offline', notice: null } }
    for (const text of offlineChunks(writeOffline(template, facts).text))
      yield { event: 'delta', data: { text } }
    yield { event: 'done', data: { writer: 'offline', notice: null, unconfirmed: [] } }
    return
  }
  yield { event: 'start', data: { writer: textModel.provider, notice: null } }
  try {
    for await (const text of textModel.stream({ ...personalisePrompt(template, facts), signal })) {
      yield { event: 'delta', data: { text } }
    }
    yield { event: 'done', data: { writer: textModel.provider, notice: null, unconfirmed: [] } }
  } catch (error) {
    if (signal.aborted) return
    // any failure, ours or theirs: the student still gets the template (SPEC §8)
    const cause = error instanceof AiUnavailableError ? String(error.cause) : undefined
    log?.warn({ err: error, cause }, 'AI personalisation failed; the template is used')
    yield { event: 'replace', data: { text: template, notice: COMPOSE_NOTICES.aiFailed } }
    yield { event: 'done', data: { writer: 'template', notice: COMPOSE_NOTICES.aiFailed, unconfirmed: [] } }
  }
}
