import OpenAI, { APIError } from 'openai'
import { guardedStream } from './guarded-stream.ts'
import { AI_GENERATION, type TextModel, type TextModelRequest } from './text-model.ts'

export interface OpenAiOptions {
  apiKey: string
  model: string
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama) */
  baseUrl: string
  timeoutMs: number
}

const statusOf = (error: unknown) => (error instanceof APIError ? error.status : undefined)

/** Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, LM Studio), streaming. */
export function createOpenAiModel(options: OpenAiOptions): TextModel {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    // retries and timeouts are the guard's: one retry, a per-chunk watchdog
    maxRetries: 0,
    timeout: options.timeoutMs * 3,
  })

  return {
    provider: 'openai',
    stream(request: TextModelRequest) {
      return guardedStream(
        async (signal) => {
          const stream = await client.chat.completions.create(
            {
              model: options.model,
              stream: true,
              temperature: AI_GENERATION.temperature,
              max_tokens: AI_GENERATION.maxOutputTokens,
              messages: [
                { role: 'system', content: request.system },
                // chat completions take no PDF; the resume tools send its extracted text in the prompt
                { role: 'user', content: request.prompt },
              ],
            },
            { signal },
          )
          return (async function* () {
            for await (const chunk of stream) {
              if (!Array.isArray(chunk.choices)) throw new Error('Malformed chat-completions chunk')
              const text = chunk.choices[0]?.delta?.content
              if (text) yield text
            }
          })()
        },
        { signal: request.signal, timeoutMs: options.timeoutMs, statusOf },
      )
    },
  }
}
