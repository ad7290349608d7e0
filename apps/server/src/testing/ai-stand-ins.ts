import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * Local HTTP servers speaking the AI providers' wire formats, so the real SDKs run against them:
 * - Gemini: POST /{version}/models/{model}:streamGenerateContent?alt=sse (SSE of GenerateContentResponse),
 *   plus the resumable file upload (POST /upload/{version}/files, then the session URL it hands out).
 * - OpenAI-compatible: POST /v1/chat/completions with stream: true (SSE chunks, then `data: [DONE]`).
 * Each generation request takes the next queued mode (then the default mode): answer, 429, 500, hang, malformed.
 */
export type StandInMode =
  | 'ok'
  /** HTTP 429 with the provider's error body */
  | '429'
  | '500'
  /** accepts the request and never answers */
  | 'hang'
  /** sends the first chunk, then nothing more */
  | 'hang-after-first'
  /** a 200 stream whose events are not the provider's JSON */
  | 'malformed'

export interface RecordedRequest {
  path: string
  headers: http.IncomingHttpHeaders
  body: string
  /** the client closed the connection before the answer was complete (cancellation reached upstream) */
  aborted: boolean
}

export interface AiStandIn {
  kind: 'gemini' | 'openai'
  /** GEMINI_BASE_URL or OPENAI_BASE_URL for this stand-in */
  baseUrl: string
  requests: RecordedRequest[]
  /** the text the next 'ok' answers stream, split into chunks */
  reply: string[]
  /** pause between chunks, ms */
  chunkDelayMs: number
  defaultMode: StandInMode
  /** modes for the next requests, in order; afterwards defaultMode */
  queue(...modes: StandInMode[]): void
  /** resolves when a request has been aborted by the client (or after timeoutMs with false) */
  waitForAbort(timeoutMs?: number): Promise<boolean>
  close(): Promise<void>
}

export interface StandInOptions {
  port?: number
  reply?: string[]
  chunkDelayMs?: number
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function readBody(req: http.IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function sseHeaders(res: http.ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  res.flushHeaders()
}

type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  mode: StandInMode,
  self: AiStandIn,
) => Promise<void>

async function start(kind: AiStandIn['kind'], handler: Handler, options: StandInOptions): Promise<AiStandIn> {
  const pending: StandInMode[] = []
  const abortWaiters: (() => void)[] = []
  const sockets = new Set<Socket>()
  const server = http.createServer()
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`

  const self: AiStandIn = {
    kind,
    baseUrl: kind === 'openai' ? `${origin}/v1` : origin,
    requests: [],
    reply: options.reply ?? ['Hello ', 'from the ', 'stand-in.'],
    chunkDelayMs: options.chunkDelayMs ?? 0,
    defaultMode: 'ok',
    queue: (...modes) => void pending.push(...modes),
    waitForAbort: (timeoutMs = 2000) =>
      new Promise<boolean>((resolve) => {
        if (self.requests.some((r) => r.aborted)) return resolve(true)
        const timer = setTimeout(() => resolve(false), timeoutMs)
        abortWaiters.push(() => {
          clearTimeout(timer)
          resolve(true)
        })
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin)
      const body = await readBody(req)
      const record: RecordedRequest = { path: url.pathname, headers: req.headers, body, aborted: false }
      self.requests.push(record)
      res.on('close', () => {
        if (res.writableFinished) return
        record.aborted = true
        abortWaiters.splice(0).forEach((w) => w())
      })
      // only a generation takes a queued mode: uploads are plumbing, and a stray request (another test's
      // poll reaching this port) must not use up the modes a test queued
      const generates = /\/(chat\/completions|models\/[^/]+:streamGenerateContent)$/.test(url.pathname)
      const mode = generates ? (pending.shift() ?? self.defaultMode) : 'ok'
      Object.assign(req, { body })
      await handler(req, res, url, mode, self)
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error))
    })
  })
  return self
}

async function streamChunks(
  res: http.ServerResponse,
  self: AiStandIn,
  mode: StandInMode,
  event: (text: string) => string,
  end?: string,
) {
  sseHeaders(res)
  for (const [i, text] of self.reply.entries()) {
    if (res.destroyed) return
    res.write(`data: ${event(text)}\n\n`)
    if (mode === 'hang-after-first') return
    if (self.chunkDelayMs && i < self.reply.length - 1) await sleep(self.chunkDelayMs)
  }
  if (end) res.write(`data: ${end}\n\n`)
  res.end()
}

/** Gemini's REST API (generativelanguage.googleapis.com), as @google/genai calls it. */
export function startGeminiStandIn(options: StandInOptions = {}): Promise<AiStandIn> {
  let uploads = 0
  return start(
    'gemini',
    async (req, res, url, mode, self) => {
      if (req.method === 'POST' && url.pathname.startsWith('/upload/')) {
        uploads++
        res.writeHead(200, {
          'content-type': 'application/json',
          'x-goog-upload-url': `${new URL(self.baseUrl).origin}/upload-session/${uploads}`,
        })
        return void res.end('{}')
      }
      if (req.method === 'POST' && url.pathname.startsWith('/upload-session/')) {
        const id = url.pathname.split('/').pop()
        res.writeHead(200, { 'content-type': 'application/json', 'x-goog-upload-status': 'final' })
        return void res.end(
          JSON.stringify({
            file: {
              name: `files/upload-${id}`,
              uri: `${self.baseUrl}/v1beta/files/upload-${id}`,
              mimeType: 'application/pdf',
              state: 'ACTIVE',
            },
          }),
        )
      }
      if (!/\/models\/[^/]+:streamGenerateContent$/.test(url.pathname)) {
        res.writeHead(404, { 'content-type': 'application/json' })
        return void res.end(
          JSON.stringify({ error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } }),
        )
      }
      if (mode === 'hang') return
      if (mode === '429' || mode === '500') {
        const code = Number(mode)
        res.writeHead(code, { 'content-type': 'application/json' })
        const status = code === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL'
        return void res.end(JSON.stringify({ error: { code, message: `stand-in ${mode}`, status } }))
      }
      if (mode === 'malformed') {
        sseHeaders(res)
        res.write('data: {"candidates": [{"content": \n\n')
        return void res.end()
      }
      await streamChunks(res, self, mode, (text) =>
        JSON.stringify({
          candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }],
          modelVersion: 'stand-in',
        }),
      )
    },
    options,
  )
}

/** An OpenAI-compatible chat-completions endpoint, as the openai SDK calls it. */
export function startOpenAiStandIn(options: StandInOptions = {}): Promise<AiStandIn> {
  return start(
    'openai',
    async (req, res, url, mode, self) => {
      if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' })
        return void res.end(
          JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }),
        )
      }
      if (mode === 'hang') return
      if (mode === '429' || mode === '500') {
        res.writeHead(Number(mode), { 'content-type': 'application/json' })
        const type = mode === '429' ? 'rate_limit_exceeded' : 'server_error'
        return void res.end(JSON.stringify({ error: { message: `stand-in ${mode}`, type, code: type } }))
      }
      if (mode === 'malformed') {
        sseHeaders(res)
        res.write('data: {"choices": [{"delta": \n\n')
        return void res.end()
      }
      const created = Math.floor(Date.now() / 1000)
      await streamChunks(
        res,
        self,
        mode,
        (text) =>
          JSON.stringify({
            id: 'chatcmpl-stand-in',
            object: 'chat.completion.chunk',
            created,
            model: 'stand-in',
            choices: [{ index: 0, delta: { content: text }, finish_reason: null }],
          }),
        '[DONE]',
      )
    },
    options,
  )
}
