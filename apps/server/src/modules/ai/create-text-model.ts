import type { FastifyBaseLogger } from 'fastify'
import type { AiConfig } from '../../config.ts'
import type { TextModel } from './text-model.ts'

/**
 * The hosted model the config asks for, or null: the offline writer does the work. Called once at start-up
 * (app.ts), so "no key" is logged once. The key never leaves this closure: not in logs, not in responses.
 * A provider's SDK loads only when that provider is configured: an offline server never holds one.
 */
export async function createTextModel(
  ai: AiConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<TextModel | null> {
  const timeoutMs = ai.timeoutMs
  if (ai.provider === 'gemini' && ai.gemini.apiKey) {
    log.info({ provider: 'gemini', model: ai.gemini.model }, 'AI writer: Gemini')
    const { createGeminiModel } = await import('./gemini-model.ts')
    return createGeminiModel({ ...ai.gemini, apiKey: ai.gemini.apiKey, timeoutMs })
  }
  if (ai.provider === 'openai' && ai.openai.apiKey) {
    log.info(
      { provider: 'openai', model: ai.openai.model, baseUrl: ai.openai.baseUrl },
      'AI writer: OpenAI-compatible endpoint',
    )
    const { createOpenAiModel } = await import('./openai-model.ts')
    return createOpenAiModel({ ...ai.openai, apiKey: ai.openai.apiKey, timeoutMs })
  }
  if (ai.provider === 'offline') {
    log.info('AI writer: offline (no AI provider configured); emails are personalised from the profile data')
  } else {
    const key = ai.provider === 'gemini' ? 'GEMINI_API_KEY' : 'OPENAI_API_KEY'
    log.warn(`AI writer: AI_PROVIDER=${ai.provider} but ${key} is empty; using the offline writer`)
  }
  return null
}
