import { z } from 'zod'

/** Most recipients one email can have ("Send to all" on a startup's team). */
export const COMPOSE_MAX_RECIPIENTS = 50

/**
 * POST /api/compose: a template for either some of a startup's employees or an internship's application
 * address (the server reads company and address from the internship itself).
 */
export const composeRequest = z
  .object({
    templateId: z.uuid({ message: 'templateId must be a UUID' }),
    startupId: z.uuid({ message: 'startupId must be a UUID' }).optional(),
    employeeIds: z
      .array(z.uuid({ message: 'Each employee id must be a UUID' }))
      .min(1, 'Choose at least one recipient')
      .max(COMPOSE_MAX_RECIPIENTS, `At most ${COMPOSE_MAX_RECIPIENTS} recipients`)
      .optional(),
    internshipId: z.uuid({ message: 'internshipId must be a UUID' }).optional(),
  })
  .refine((v) => (v.internshipId ? !v.startupId && !v.employeeIds : Boolean(v.startupId && v.employeeIds)), {
    message: 'Give either a startup with its employees, or an internship',
    path: ['startupId'],
  })
export type ComposeRequest = z.infer<typeof composeRequest>

/** Who wrote the text: a hosted model, the offline writer, or nobody (the template as is). */
export const COMPOSE_WRITERS = ['gemini', 'openai', 'offline', 'template'] as const
export type ComposeWriter = (typeof COMPOSE_WRITERS)[number]

/**
 * POST /api/compose answers with server-sent events, in this order:
 * `start` {writer, notice} · `delta` {text}… · (`replace` {text, notice} when the model failed after it began:
 * the whole text to use instead) · `done` {writer, notice}. Errors before the stream (401, 400, 404, 429)
 * are ordinary JSON errors.
 */
export type ComposeEvent =
  | { event: 'start'; data: { writer: ComposeWriter; notice: string | null } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'replace'; data: { text: string; notice: string } }
  | { event: 'done'; data: { writer: ComposeWriter; notice: string | null } }

// What the composer says when the text is not personalised (SPEC §8 keeps the template as the fallback).
export const COMPOSE_NOTICES = {
  noResume:
    'Your profile has no resume yet, so this is the template as is. Add your resume on the Profile page to personalise it.',
  aiFailed: 'The AI writer is unavailable right now, so this is the template as is.',
  rateLimited: (minutes: number) =>
    `You have reached the hourly limit for personalised emails. The template is used as is; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const
