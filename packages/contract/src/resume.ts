import { z } from 'zod'
import { safeText } from './text.ts'

// Resume upload and the facts read from a resume (SPEC §2 Profile, §5, §7, §8). The server's parser, the
// resume tools page and the email composer's offline writer all read these shapes.

export const RESUME_EXTENSIONS = ['.txt', '.pdf', '.doc', '.docx'] as const
export const RESUME_FORMATS = ['txt', 'pdf', 'doc', 'docx'] as const
export type ResumeFormat = (typeof RESUME_FORMATS)[number]
/** The <input accept> value: extensions plus the MIME types browsers report for them. */
export const RESUME_ACCEPT =
  '.txt,.pdf,.doc,.docx,text/plain,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const RESUME_MAX_BYTES = 5 * 1024 * 1024
/** More text than any resume holds; also bounds what reaches the AI prompt and the database. */
export const RESUME_TEXT_MAX_CHARS = 60_000
export const RESUME_SUMMARY_MAX_CHARS = 6_000

// Fixed strings: SPEC §8 and the hostile-file sentences.
export const RESUME_MESSAGES = {
  processFailed: 'failed to process resume. please try again.',
  noTextLayer: 'this PDF has no text we can read; export it from your editor or upload .docx',
  encrypted: 'this PDF is password-protected; remove the password and upload it again',
  broken: 'this file is damaged and could not be read; export it again and upload the new copy',
  mismatch: (ext: string, actual: string) =>
    `this file is named ${ext} but its contents are ${actual}; upload the original file`,
  zipBomb: 'this .docx expands to far more data than a resume holds, so it was refused',
  tooLarge: 'this file is larger than 5 MB; upload a smaller resume',
  unsupported: 'upload a resume as .txt, .pdf, .doc or .docx',
  noFile: 'choose a resume file to upload',
  empty: 'this file has no text in it',
  tooMuchText: `this resume has more than ${RESUME_TEXT_MAX_CHARS.toLocaleString('en-US')} characters of text; upload a shorter version`,
  timeout: 'this file took too long to read; export it again or upload .docx',
  badEncoding: 'this text file is not UTF-8 text; save it as UTF-8 and upload it again',
} as const

export const resumeLink = z.object({
  /** LinkedIn, GitHub, Portfolio, Email or the site's host */
  label: z.string(),
  url: z.string(),
})
export type ResumeLink = z.infer<typeof resumeLink>

export const resumeEducation = z.object({
  institution: z.string().nullable(),
  degree: z.string().nullable(),
  period: z.string().nullable(),
  /** the entry's lines as written, for display and prompts */
  text: z.string(),
})
export type ResumeEducation = z.infer<typeof resumeEducation>

export const resumeExperience = z.object({
  role: z.string().nullable(),
  organisation: z.string().nullable(),
  period: z.string().nullable(),
  highlights: z.array(z.string()),
})
export type ResumeExperience = z.infer<typeof resumeExperience>

/** What `extractResumeFacts(text)` finds in a resume. Every field may be empty: nothing is guessed. */
export const resumeFacts = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  education: z.array(resumeEducation),
  skills: z.array(z.string()),
  links: z.array(resumeLink),
  experience: z.array(resumeExperience),
})
export type ResumeFacts = z.infer<typeof resumeFacts>

export const emptyResumeFacts = (): ResumeFacts => ({
  name: null,
  email: null,
  education: [],
  skills: [],
  links: [],
  experience: [],
})

/** POST /api/resume: the upload read, before anything is kept. */
export const resumeUploadResponse = z.object({
  fileName: z.string(),
  format: z.enum(RESUME_FORMATS),
  text: z.string(),
  facts: resumeFacts,
  summary: z.string(),
  /** 'ai' when the hosted model wrote the summary, 'offline' when the built-in writer did */
  writer: z.enum(['ai', 'offline']),
  pages: z.number().int().nullable(),
})
export type ResumeUploadResponse = z.infer<typeof resumeUploadResponse>

/** PUT /api/resume: keep the reviewed (maybe edited) text; the server writes its summary. */
export const keepResumeBody = z.object({
  text: safeText
    .trim()
    .min(1, 'The resume text is empty')
    .max(RESUME_TEXT_MAX_CHARS, `The resume text must be at most ${RESUME_TEXT_MAX_CHARS} characters`),
  fileName: safeText.trim().max(255, 'The file name must be at most 255 characters').nullable().optional(),
})
export type KeepResumeBody = z.input<typeof keepResumeBody>
