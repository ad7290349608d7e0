// The composer's limits, writers, events and notices, without zod: the composer dialog imports these, and
// with the request schema beside them it carried zod (about 27 KB gzip).

/** Most recipients one email can have ("Send to all" on a startup's team). */
export const COMPOSE_MAX_RECIPIENTS = 50

/** Who wrote the text: a hosted model, the offline writer, or nobody (the template as is). */
export const COMPOSE_WRITERS = ['gemini', 'openai', 'offline', 'template'] as const
export type ComposeWriter = (typeof COMPOSE_WRITERS)[number]

/**
 * POST /api/compose answers with server-sent events, in this order:
 * `start` {writer, notice} · `delta` {text}… · (`replace` {text, notice} when the model failed after it began:
 * the whole text to use instead) · `done` {writer, notice, unconfirmed, facts}. Errors before the stream (401, 400,
 * 404, 429) are ordinary JSON errors.
 */
export type ComposeEvent =
  | { event: 'start'; data: { writer: ComposeWriter; notice: string | null } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'replace'; data: { text: string; notice: string } }
  | {
      event: 'done'
      data: {
        writer: ComposeWriter
        notice: string | null
        /**
         * Exact substrings of the final text stating a figure or a claim the inputs do not hold: the student
         * confirms them before Send. Empty for the offline writer and the template, which state only facts.
         */
        unconfirmed: string[]
        /**
         * What backs a claim (the student's profile and resume values, the company's, the template): the
         * composer checks what the student types against it. Absent from a server that predates it.
         */
        facts?: { student: string[]; company: string[]; template: string }
      }
    }

// What the composer says when the text is not personalised. The template is the fallback, with the details
// the app knows (the recipient, the company, the student's own profile) filled in.
export const COMPOSE_NOTICES = {
  noResume:
    'Your profile has no resume yet, so only the details the app knows are filled in. Add your resume on the Profile page to personalise it further.',
  aiFailed: 'The AI writer is unavailable right now, so this is the template without personalisation.',
  rateLimited: (minutes: number) =>
    `You have reached the hourly limit for personalised emails. The template is used as is; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  /** 409: the template's body has problems (checkTemplate): hidden from students until an admin fixes it */
  templateBroken:
    'This template has mistakes the team has to fix before it can be used (it would send them to the founder): pick another template.',
} as const
