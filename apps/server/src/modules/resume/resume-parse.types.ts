import type { ResumeFacts, ResumeFormat } from '@coldstart/contract'

export interface ParseTask {
  format: ResumeFormat
  bytes: Uint8Array
}

export interface FactsTask {
  text: string
}

/** Each is a key of RESUME_MESSAGES: the sentence the user reads. */
export type ParseFailure =
  | 'encrypted'
  | 'broken'
  | 'zipBomb'
  | 'pdfBomb'
  | 'badEncoding'
  | 'tooManyPages'
  | 'noTextLayer'
  | 'empty'
  | 'tooMuchText'

export type ParseResult =
  { ok: true; text: string; pages: number | null; facts: ResumeFacts } | { ok: false; code: ParseFailure }
