import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGeminiStandIn, startOpenAiStandIn, type AiStandIn } from '../../testing/ai-stand-ins.ts'
import { createGeminiModel } from './gemini-model.ts'
import { createOpenAiModel } from './openai-model.ts'
import { AiUnavailableError, collectText, type TextModel } from './text-model.ts'
import { createTextModel } from './create-text-model.ts'

const KEY = 'sk-test-SECRET-KEY-123'
const request = { system: 'You write emails.', prompt: 'Write one.' }

const writers: Array<{
  name: string
  start: () => Promise<AiStandIn>
  make: (s: AiStandIn) => TextModel
  keyIn: (h: Record<string, unknown>) => unknown
}> = [
  {
    name: 'gemini',
    start: () => startGeminiStandIn(),
    make: (s) =>
      createGeminiModel({ apiKey: KEY, model: 'gemini-2.5-flash-lite', baseUrl: s.baseUrl, timeoutMs: 400 }),
    keyIn: (h) => h['x-goog-api-key'],
  },
  {
    name: 'openai',
    start: () => startOpenAiStandIn(),
    make: (s) => createOpenAiModel({ apiKey: KEY, model: 'gpt-4o-mini', baseUrl: s.baseUrl, timeoutMs: 400 }),
    keyIn: (h) => h.authorization,
  },
]

describe.each(writers)('$name writer against its stand-in', ({ name, start, make, keyIn }) => {
  let standIn: AiStandIn
  let model: TextModel
  beforeAll(async () => {
    standIn = await start()
    model = make(standIn)
  })
  afterAll(() => standIn.close())

  it('streams chunk by chunk with the key, the prompt and the sampling settings', async () => {
    standIn.requests.length = 0
    const chunks: string[] = []
    for await (const chunk of model.stream(request)) chunks.push(chunk)
    expect(chunks).toEqual(['Hello ', 'from the ', 'stand-in.'])
    const sent = standIn.requests.at(-1)!
    expect(String(keyIn(sent.headers))).toContain(KEY)
    const body = JSON.parse(sent.body) as Record<string, unknown>
    expect(sent.body).toContain('Write one.')
    expect(sent.body).toContain('You write emails.')
    if (name === 'gemini') {
      expect(sent.path).toMatch(/^\/v1\w*\/models\/gemini-2.5-flash-lite:streamGenerateContent$/)
      expect(body.generationConfig).toMatchObject({ temperature: 0.75, maxOutputTokens: 1450 })
    } else {
      expect(body).toMatchObject({ stream: true, temperature: 0.75, max_tokens: 1450, model: 'gpt-4o-mini' })
    }
  })

  it.each(['429', '500'] as const)('retries once after a %s', async (mode) => {
    standIn.requests.length = 0
    standIn.queue(mode)
    expect(await collectText(model.stream(request))).toBe('Hello from the stand-in.')
    expect(standIn.requests).toHaveLength(2)
  })

  it.each(['429', '500'] as const)('gives up after a second %s', async (mode) => {
    standIn.requests.length = 0
    standIn.queue(mode, mode)
    await expect(collectText(model.stream(request))).rejects.toBeInstanceOf(AiUnavailableError)
    expect(standIn.requests).toHaveLength(2)
  })

  it('times out a hanging service (twice: one retry) and aborts the upstream calls', async () => {
    standIn.requests.length = 0
    standIn.queue('hang', 'hang')
    const t0 = Date.now()
    await expect(collectText(model.stream(request))).rejects.toThrow(/timed out/)
    expect(Date.now() - t0).toBeLessThan(2500)
    expect(standIn.requests).toHaveLength(2)
    await expect.poll(() => standIn.requests.every((r) => r.aborted), { timeout: 2000 }).toBe(true)
  })

  it('times out a stream that stops after its first chunk, without repeating the text', async () => {
    standIn.requests.length = 0
    standIn.queue('hang-after-first')
    const chunks: string[] = []
    await expect(
      (async () => {
        for await (const c of model.stream(request)) chunks.push(c)
      })(),
    ).rejects.toBeInstanceOf(AiUnavailableError)
    expect(chunks).toEqual(['Hello '])
    expect(standIn.requests).toHaveLength(1)
  })

  it('leaves the key out of the error a failure logs', async () => {
    standIn.queue('500', '500')
    const error = await collectText(model.stream(request)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AiUnavailableError)
    const cause = (error as AiUnavailableError).cause
    const logged = [
      String(error),
      (error as Error).stack,
      String(cause),
      (cause as Error).stack,
      JSON.stringify(cause),
    ]
    expect(logged.join('\n')).not.toContain(KEY)
  })

  it('refuses a malformed stream', async () => {
    standIn.queue('malformed', 'malformed')
    await expect(collectText(model.stream(request))).rejects.toBeInstanceOf(AiUnavailableError)
  })

  it("passes the caller's abort to the upstream call", async () => {
    standIn.requests.length = 0
    standIn.queue('hang')
    const controller = new AbortController()
    const done = collectText(model.stream({ ...request, signal: controller.signal }))
    await new Promise((r) => setTimeout(r, 100))
    controller.abort(new Error('browser went away'))
    await expect(done).rejects.toThrow('browser went away')
    expect(await standIn.waitForAbort()).toBe(true)
    expect(standIn.requests).toHaveLength(1)
  })
})

describe('gemini PDF input', () => {
  it('uploads the PDF first and refers to it by its file uri', async () => {
    const standIn = await startGeminiStandIn()
    try {
      const model = createGeminiModel({ apiKey: KEY, model: 'm', baseUrl: standIn.baseUrl, timeoutMs: 1000 })
      const pdf = new TextEncoder().encode('%PDF-1.4 stand-in')
      expect(await collectText(model.stream({ ...request, pdf }))).toBe('Hello from the stand-in.')
      const paths = standIn.requests.map((r) => r.path)
      expect(paths[0]).toMatch(/^\/upload\/v1\w*\/files/)
      expect(paths[1]).toMatch(/^\/upload-session\//)
      expect(standIn.requests[1]!.body).toBe('%PDF-1.4 stand-in')
      const generate = JSON.parse(standIn.requests[2]!.body) as { contents: { parts: unknown[] }[] }
      expect(generate.contents[0]!.parts[0]).toMatchObject({
        fileData: { fileUri: `${standIn.baseUrl}/v1beta/files/upload-1`, mimeType: 'application/pdf' },
      })
    } finally {
      await standIn.close()
    }
  })
})

describe('createTextModel', () => {
  const base = {
    gemini: { apiKey: undefined, model: 'g', baseUrl: undefined },
    openai: { apiKey: undefined, model: 'o', baseUrl: 'http://127.0.0.1:9/v1' },
    timeoutMs: 1000,
    personalisationsPerHour: 30,
  }
  const logs: string[] = []
  const log = {
    info: (...a: unknown[]) => logs.push(String(a.at(-1))),
    warn: (...a: unknown[]) => logs.push(String(a.at(-1))),
  }

  it('is null (offline) without a key, and says so once', async () => {
    logs.length = 0
    expect(await createTextModel({ ...base, provider: 'gemini' }, log)).toBeNull()
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(/GEMINI_API_KEY is empty; using the offline writer/)
    expect(await createTextModel({ ...base, provider: 'offline' }, log)).toBeNull()
  })

  it('builds the configured writer and never logs its key', async () => {
    logs.length = 0
    const m = await createTextModel(
      { ...base, provider: 'openai', openai: { ...base.openai, apiKey: KEY } },
      log,
    )
    expect(m?.provider).toBe('openai')
    expect(logs.join(' ')).not.toContain(KEY)
  })
})
