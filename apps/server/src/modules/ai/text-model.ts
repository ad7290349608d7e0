// The one seam between ColdStart and a hosted text model (Gemini, any OpenAI-compatible endpoint).
// Tasks (personalising a template, summarising a resume) build prompts and call a TextModel; with no model
// configured they get `null` and do the work with the offline writer instead.

export interface TextModelRequest {
  /** Instructions that frame the task (a system message, or Gemini's systemInstruction). */
  system: string
  /** The task's input: the template, the facts, the resume text. */
  prompt: string
  /** A PDF to read alongside the prompt (Gemini uploads it first and refers to its file uri). */
  pdf?: Uint8Array
  /** Aborted when the browser goes away or the caller gives up: reaches the upstream HTTP call. */
  signal?: AbortSignal
}

export interface TextModel {
  readonly provider: 'gemini' | 'openai'
  /** Streams text chunks as the model writes them; throws AiUnavailableError on any upstream failure. */
  stream(request: TextModelRequest): AsyncIterable<string>
}

/** Any failure of the hosted model: timeout, 429/5xx after the retry, a malformed stream. Callers fall back. */
export class AiUnavailableError extends Error {
  override readonly name = 'AiUnavailableError'
}

/** Sampling for every hosted call: a lightweight model, temperature 0.7–0.8, 1400–1500 output tokens. */
export const AI_GENERATION = { temperature: 0.75, maxOutputTokens: 1450 } as const

/** Drains a stream into one string (for tasks that need the whole answer, e.g. a resume summary). */
export async function collectText(stream: AsyncIterable<string>): Promise<string> {
  let text = ''
  for await (const chunk of stream) text += chunk
  return text
}
