import { ApiError, GoogleGenAI, createPartFromUri, type Part } from '@google/genai'
import { guardedStream } from './guarded-stream.ts'
import { AI_GENERATION, type TextModel, type TextModelRequest } from './text-model.ts'

export interface GeminiOptions {
  apiKey: string
  model: string
  /** Google's endpoint when undefined; a local stand-in in tests */
  baseUrl?: string
  timeoutMs: number
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined)

/** Gemini through the official SDK: streaming generateContent, a PDF uploaded first and referred to by uri. */
export function createGeminiModel(options: GeminiOptions): TextModel {
  const client = new GoogleGenAI({
    apiKey: options.apiKey,
    httpOptions: {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      // our guard retries once and times out per chunk; the SDK's own retries would multiply the wait
      retryOptions: { attempts: 1 },
    },
  })

  async function uploadPdf(pdf: Uint8Array, signal: AbortSignal): Promise<Part> {
    const file = await client.files.upload({
      file: new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      config: { mimeType: 'application/pdf', abortSignal: signal },
    })
    if (!file.uri) throw new Error('Gemini file upload returned no uri')
    return createPartFromUri(file.uri, file.mimeType ?? 'application/pdf')
  }

  return {
    provider: 'gemini',
    stream(request: TextModelRequest) {
      let filePart: Part | undefined
      return guardedStream(
        async (signal) => {
          if (request.pdf && !filePart) filePart = await uploadPdf(request.pdf, signal)
          const parts: Part[] = [...(filePart ? [filePart] : []), { text: request.prompt }]
          const stream = await client.models.generateContentStream({
            model: options.model,
            contents: [{ role: 'user', parts }],
            config: {
              systemInstruction: request.system,
              temperature: AI_GENERATION.temperature,
              maxOutputTokens: AI_GENERATION.maxOutputTokens,
              abortSignal: signal,
            },
          })
          return (async function* () {
            for await (const chunk of stream) {
              const text = chunk.candidates?.[0]?.content?.parts
                ?.map((p) => (typeof p.text === 'string' && !p.thought ? p.text : ''))
                .join('')
              if (text === undefined && !chunk.candidates) throw new Error('Malformed Gemini stream chunk')
              if (text) yield text
            }
          })()
        },
        { signal: request.signal, timeoutMs: options.timeoutMs, statusOf },
      )
    },
  }
}
