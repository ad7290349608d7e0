import {
  COMPOSE_NOTICES,
  type CoachFacts,
  type ComposeRequest,
  type ComposeWriter,
} from '@coldstart/contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { streamCompose } from '../api/stream-compose'

export type ComposePhase = 'idle' | 'streaming' | 'done' | 'stopped'

export interface ComposeState {
  phase: ComposePhase
  /** the text so far, as written (a `Subject:` first line included) */
  raw: string
  writer: ComposeWriter | null
  /** why the text is not personalised, or that it was stopped */
  notice: string | null
  /** exact stretches of the text stating a figure or claim the writer could not back: the student confirms */
  unconfirmed: string[]
  /** what backs a claim: what the student types is checked against it (null: the server sent none) */
  facts: CoachFacts | null
}

const IDLE: ComposeState = {
  phase: 'idle',
  raw: '',
  writer: null,
  notice: null,
  unconfirmed: [],
  facts: null,
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

/** `done.facts`, read defensively: a server that predates it sends none. */
function factsOf(data: object): CoachFacts | null {
  const value = (data as { facts?: unknown }).facts
  if (!value || typeof value !== 'object') return null
  const { student, company, template } = value as Record<string, unknown>
  return {
    student: strings(student),
    company: strings(company),
    template: typeof template === 'string' ? template : undefined,
  }
}

/** `done.unconfirmed`, read defensively: a server without the claims check sends none. */
function unconfirmedOf(data: object): string[] {
  const value = (data as { unconfirmed?: unknown }).unconfirmed
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : []
}

/**
 * Runs one personalisation at a time. stop() and reset() abort the request (the server then cancels its
 * AI call); any failure leaves the template as is with a notice, so there is always an email to send.
 */
export function useComposeStream() {
  const [state, setState] = useState<ComposeState>(IDLE)
  const controller = useRef<AbortController | null>(null)

  const abort = useCallback(() => {
    controller.current?.abort()
    controller.current = null
  }, [])

  useEffect(() => abort, [abort])

  const start = useCallback(
    async (request: ComposeRequest, template: string) => {
      abort()
      const mine = new AbortController()
      controller.current = mine
      setState({ ...IDLE, phase: 'streaming' })
      const update = (next: (s: ComposeState) => ComposeState) => {
        if (controller.current === mine) setState(next)
      }
      try {
        for await (const e of streamCompose(request, mine.signal)) {
          if (e.event === 'start') update((s) => ({ ...s, writer: e.data.writer, notice: e.data.notice }))
          if (e.event === 'delta') update((s) => ({ ...s, raw: s.raw + e.data.text }))
          if (e.event === 'replace') update((s) => ({ ...s, raw: e.data.text, notice: e.data.notice }))
          if (e.event === 'done') {
            const unconfirmed = unconfirmedOf(e.data)
            const facts = factsOf(e.data)
            update((s) => ({ ...s, writer: e.data.writer, notice: e.data.notice, unconfirmed, facts }))
          }
        }
        update((s) => ({ ...s, phase: 'done' }))
      } catch (error) {
        if (mine.signal.aborted) return
        const notice =
          error instanceof ApiError && error.status === 429
            ? error.message
            : error instanceof ApiError && error.status !== 0 && error.status < 500
              ? `${error.message}. This is the template as is.`
              : COMPOSE_NOTICES.aiFailed
        update(() => ({ ...IDLE, phase: 'done', raw: template, writer: 'template', notice }))
      } finally {
        if (controller.current === mine) controller.current = null
      }
    },
    [abort],
  )

  /** Stops the writer: the text so far stays; with nothing written yet, the template is used. */
  const stop = useCallback(
    (template: string) => {
      abort()
      setState((s) =>
        s.raw.trim()
          ? {
              ...s,
              phase: 'stopped',
              notice: 'Stopped. The text so far is kept: edit it, or go Back to start again.',
            }
          : {
              ...IDLE,
              phase: 'stopped',
              raw: template,
              writer: 'template',
              notice: 'Stopped. This is the template as is.',
            },
      )
    },
    [abort],
  )

  const reset = useCallback(() => {
    abort()
    setState(IDLE)
  }, [abort])

  return { state, start, stop, reset }
}
