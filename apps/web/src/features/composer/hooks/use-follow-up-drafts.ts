import {
  COMPOSE_NOTICES,
  FOLLOW_UPS_MAX,
  followUpDraft,
  splitSubjectLine,
  templateForDisplay,
  unfilledVariables,
  type SendTarget,
  type EmailTemplate,
  type FollowUpDraft,
} from '@coldstart/contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { streamCompose } from '../api/stream-compose'

/** The days each follow-up waits by default: the first after the email, the second after the first. */
export const FOLLOW_UP_DEFAULT_DAYS = [3, 7] as const

export interface FollowUpField {
  /** as typed: checked when queued */
  afterDays: string
  body: string
  templateId: string | null
  /** the writer is filling this text */
  writing: boolean
  /** why the text is the template as is (the writer failed or the hour's limit is reached) */
  notice: string | null
}

export type FollowUpTarget = SendTarget

/**
 * How well a template suits follow-up `index` (lower first): the first follow-up prefers one written as a
 * first nudge, a later one a closing note, then one for any follow-up; a template meant for the other end
 * comes last rather than leaving the follow-up empty.
 */
function fitFor(index: number, template: EmailTemplate): number {
  const preferred = index === 0 ? 'first' : 'last'
  return template.noReplyUse === preferred ? 0 : template.noReplyUse === 'any' ? 1 : 2
}

/**
 * The template a new follow-up starts from (its index is how many come before it, `taken`): the one whose
 * no-reply use suits it (`fitFor`), then the best reply rate of the category, then the most used, among those
 * no earlier follow-up of this email uses, so a second follow-up never repeats the first one's words. With
 * every template taken, the best-suited again. `choices` never holds a 'never' template (not a nudge).
 */
export function defaultFollowUpTemplate(
  choices: EmailTemplate[],
  taken: readonly (string | null)[] = [],
): EmailTemplate | null {
  const index = taken.length
  const ranked = choices.toSorted(
    (a, b) =>
      fitFor(index, a) - fitFor(index, b) || Number(b.best) - Number(a.best) || b.usageCount - a.usageCount,
  )
  return ranked.find((t) => !taken.includes(t.id)) ?? ranked[0] ?? null
}

/** Each field's messages from the contract's own rule (none for a valid field). */
function problemsOf(field: FollowUpField): { afterDays?: string; body?: string } {
  if (field.writing) return { body: 'Wait until the writer finishes this follow-up' }
  const parsed = followUpDraft.safeParse({ afterDays: Number(field.afterDays), body: field.body })
  const left = unfilledVariables(field.body)
  // a template's {{name}} would reach the founder as written
  const problems: { afterDays?: string; body?: string } = left.length
    ? { body: `Replace ${left.map((name) => `{{${name}}}`).join(', ')} with your own words` }
    : {}
  if (parsed.success) return problems
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'afterDays' ? 'afterDays' : 'body'
    problems[key] ??= issue.message
  }
  return problems
}

/**
 * The follow-ups of a mailbox send ("Follow up if no reply"): off at first; each text is written by the same
 * writer as the email (POST /api/compose) from a follow-up template that is a nudge (not one marked
 * 'never'), for the same recipients, and stays
 * editable. `drafts()` gives what the send request takes, or null while a field is not valid (then the
 * problems show).
 */
export function useFollowUpDrafts(templates: EmailTemplate[] | undefined, target: FollowUpTarget | null) {
  // a follow-up marked 'never' (a thank-you after a call) is not a nudge to someone who has not replied
  const choices = (templates ?? []).filter((t) => t.category === 'follow-up' && t.noReplyUse !== 'never')
  const [fields, setFields] = useState<FollowUpField[]>([])
  const [checked, setChecked] = useState(false)
  const writers = useRef(new Map<number, AbortController>())

  const stopAll = useCallback(() => {
    for (const controller of writers.current.values()) controller.abort()
    writers.current.clear()
  }, [])
  useEffect(() => stopAll, [stopAll])

  const update = (index: number, change: Partial<FollowUpField>) =>
    setFields((all) => all.map((f, i) => (i === index ? { ...f, ...change } : f)))

  /** Writes follow-up `index` from `template`; any failure leaves the template as is, to edit. */
  async function write(index: number, template: EmailTemplate) {
    writers.current.get(index)?.abort()
    const mine = new AbortController()
    writers.current.set(index, mine)
    const asIs = splitSubjectLine(templateForDisplay(template.templateContent)).body
    let raw = ''
    let notice: string | null = null
    update(index, { templateId: template.id, body: '', writing: true, notice: null })
    try {
      if (!target) throw new Error('no recipients')
      for await (const e of streamCompose({ templateId: template.id, ...target }, mine.signal)) {
        if (e.event === 'delta') raw += e.data.text
        if (e.event === 'replace') raw = e.data.text
        if (!mine.signal.aborted) update(index, { body: splitSubjectLine(raw).body })
      }
    } catch (error) {
      raw = ''
      notice = error instanceof ApiError && error.status === 429 ? error.message : COMPOSE_NOTICES.aiFailed
    }
    if (mine.signal.aborted) return
    writers.current.delete(index)
    update(index, { body: raw.trim() ? splitSubjectLine(raw).body : asIs, writing: false, notice })
  }

  function add() {
    const index = fields.length
    const template = defaultFollowUpTemplate(
      choices,
      fields.map((f) => f.templateId),
    )
    if (index >= FOLLOW_UPS_MAX) return
    const days = String(FOLLOW_UP_DEFAULT_DAYS[index] ?? FOLLOW_UP_DEFAULT_DAYS[0])
    setFields((all) => [
      ...all,
      { afterDays: days, body: '', templateId: null, writing: false, notice: null },
    ])
    if (template) void write(index, template)
  }

  function setOn(on: boolean) {
    setChecked(on)
    if (on && fields.length === 0) add()
  }

  function remove(index: number) {
    stopAll()
    // the last one gone: the switch is off again
    if (fields.length === 1) setChecked(false)
    setFields((all) => all.filter((_, i) => i !== index).map((f) => ({ ...f, writing: false })))
  }

  function chooseTemplate(index: number, templateId: string) {
    const template = choices.find((t) => t.id === templateId)
    if (template) void write(index, template)
  }

  const reset = useCallback(() => {
    stopAll()
    setChecked(false)
    setFields([])
  }, [stopAll])

  const problems = fields.map(problemsOf)
  const valid = problems.every((p) => !p.afterDays && !p.body)

  /** What POST /api/mailbox/sends takes: [] when off; null while something is not ready. */
  function drafts(): FollowUpDraft[] | null {
    if (!checked) return []
    if (!valid) return null
    return fields.map((f) => ({ afterDays: Number(f.afterDays), body: f.body }))
  }

  return {
    on: checked,
    setOn,
    fields,
    choices,
    problems,
    canAdd: fields.length < FOLLOW_UPS_MAX,
    add,
    remove,
    setDays: (index: number, afterDays: string) => update(index, { afterDays }),
    setBody: (index: number, body: string) => update(index, { body }),
    chooseTemplate,
    drafts,
    reset,
  }
}

export type FollowUpDrafts = ReturnType<typeof useFollowUpDrafts>
