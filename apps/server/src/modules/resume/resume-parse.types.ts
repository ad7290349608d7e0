import type { ResumeFormat } from '@coldstart/contract'

export interface ParseTask {
  format: ResumeFormat
  bytes: Uint8Array
}

export type ParseFailure = 'encrypted' | 'broken' | 'zipBomb' | 'badEncoding'

export type ParseResult = { ok: true; text: string; pages: number | null } | { ok: false; code: ParseFailure }
