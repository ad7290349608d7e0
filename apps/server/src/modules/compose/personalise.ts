import { COMPOSE_NOTICES, fillTemplate, findUnsupportedClaims, type ComposeEvent } from '@coldstart/contract'
import {
  AiUnavailableError,
  claimInputs,
  type EmailFacts,
  offlineChunks,
  personalisePrompt,
  templateValues,
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
 * The template with what the app knows filled in (the recipient, the company, the student's own profile) and
 * its sections resolved; a variable with no data stays as `{{name}}` for the student to see. This is the text
 * when nothing personalises it: no resume (the AI is not called) or a failed AI call.
 */
function knownFactsFilled(template: string, facts: EmailFacts): string {
  return fillTemplate(template, templateValues(facts)).text
}

/**
 * The composer's text as events. With no resume text the AI is not called and the template comes back with
 * the known facts filled (docs/decisions/021-known-facts-always-filled.md); if the AI fails, that same text
 * replaces whatever it had written. A hosted model's finished text is checked for figures and claims the
 * inputs do not hold, sent in `done.unconfirmed`, with the inputs themselves in `done.facts`. A closed browser just ends the stream.
 */
export async function* personalise({
  template,
  facts,
  textModel,
  signal,
  log,
}: PersonaliseInput): AsyncGenerator<ComposeEvent> {
  // what backs a claim, sent with `done`: the composer checks what the student types against it
  const inputs = claimInputs(facts)
  const backing = { student: inputs.facts, company: inputs.company, template }
  if (!facts.sender.resumeText?.trim()) {
    yield { event: 'start', data: { writer: 'template', notice: COMPOSE_NOTICES.noResume } }
    yield { event: 'delta', data: { text: knownFactsFilled(template, facts) } }
    yield {
      event: 'done',
      data: { writer: 'template', notice: COMPOSE_NOTICES.noResume, unconfirmed: [], facts: backing },
    }
    return
  }
  if (!textModel) {
    yield { event: 'start', data: { writer: 'offline', notice: null } }
    for (const text of offlineChunks(writeOffline(template, facts).text))
      yield { event: 'delta', data: { text } }
    // the offline writer states only facts from the inputs: nothing to confirm
    yield { event: 'done', data: { writer: 'offline', notice: null, unconfirmed: [], facts: backing } }
    return
  }
  yield { event: 'start', data: { writer: textModel.provider, notice: null } }
  let written = ''
  try {
    for await (const text of textModel.stream({ ...personalisePrompt(template, facts), signal })) {
      written += text
      yield { event: 'delta', data: { text } }
    }
  } catch (error) {
    if (signal.aborted) return
    // any failure, ours or theirs: the student still gets the template, with what the app knows filled in
    const cause = error instanceof AiUnavailableError ? String(error.cause) : undefined
    log?.warn({ err: error, cause }, 'AI personalisation failed; the template is used')
    const text = knownFactsFilled(template, facts)
    yield { event: 'replace', data: { text, notice: COMPOSE_NOTICES.aiFailed } }
    yield {
      event: 'done',
      data: { writer: 'template', notice: COMPOSE_NOTICES.aiFailed, unconfirmed: [], facts: backing },
    }
    return
  }
  const unconfirmed = findUnsupportedClaims(written, { ...inputs, template }).map((c) => c.text)
  yield { event: 'done', data: { writer: textModel.provider, notice: null, unconfirmed, facts: backing } }
}
