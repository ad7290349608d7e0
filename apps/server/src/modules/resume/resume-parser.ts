import { Piscina } from 'piscina'
import { RESUME_MESSAGES, RESUME_TEXT_MAX_CHARS, type ResumeFormat } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import { normaliseResumeText } from '../ai/index.ts'
import { checkRealType, formatFromName } from './resume-file-type.ts'
import type { ParseResult, ParseTask } from './resume-parse.types.ts'

export interface ParsedResume {
  format: ResumeFormat
  text: string
  pages: number | null
}

export interface ResumeParser {
  /** Checks the file's real type, parses it in a worker and cleans its text; HttpError 4xx on a bad file. */
  parse(fileName: string, bytes: Uint8Array): Promise<ParsedResume>
  close(): Promise<void>
}

export interface ResumeParserOptions {
  /** Per file: a parser stuck on a hostile file is stopped (its worker thread is ended). */
  timeoutMs?: number
  maxThreads?: number
}

const unprocessable = (message: string) => new HttpError(422, message, 'file')

// PostgreSQL cannot store NUL or a lone surrogate; a parser can produce both from a damaged file.
// eslint-disable-next-line no-control-regex -- NUL is exactly what must go
const UNSTORABLE = /[\u0000\p{Cs}]/gu

export function createResumeParser(options: ResumeParserOptions = {}): ResumeParser {
  const timeoutMs = options.timeoutMs ?? 15_000
  const pool = new Piscina<ParseTask, ParseResult>({
    filename: new URL('./resume-parse.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.maxThreads ?? 2,
    idleTimeout: 60_000,
    // A .docx that lies about its sizes can still try to inflate gigabytes: the worker dies, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 64 },
  })

  async function runInWorker(format: ResumeFormat, bytes: Uint8Array): Promise<ParseResult> {
    const copy = bytes.slice()
    try {
      return await pool.run(
        { format, bytes: copy },
        { transferList: [copy.buffer], signal: AbortSignal.timeout(timeoutMs) },
      )
    } catch (err) {
      const name = (err as Error).name
      if (name === 'AbortError' || name === 'TimeoutError') throw unprocessable(RESUME_MESSAGES.timeout)
      // The worker ran out of memory or crashed on the file.
      return { ok: false, code: format === 'docx' ? 'zipBomb' : 'broken' }
    }
  }

  return {
    async parse(fileName, bytes) {
      const format = formatFromName(fileName)
      if (bytes.length === 0) throw unprocessable(RESUME_MESSAGES.empty)
      await checkRealType(format, bytes)
      const result = await runInWorker(format, bytes)
      if (!result.ok) throw unprocessable(RESUME_MESSAGES[result.code])
      const text = normaliseResumeText(result.text.replace(UNSTORABLE, ''))
      if (!text) throw unprocessable(format === 'pdf' ? RESUME_MESSAGES.noTextLayer : RESUME_MESSAGES.empty)
      if (text.length > RESUME_TEXT_MAX_CHARS) throw unprocessable(RESUME_MESSAGES.tooMuchText)
      return { format, text, pages: result.pages }
    },
    close: () => pool.close(),
  }
}
