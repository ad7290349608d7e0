import { z } from 'zod'
import { RESUME_FORMATS, RESUME_TEXT_MAX_CHARS } from './resume-rules.ts'
import { safeText } from './text.ts'

// Resume upload and the facts read from a resume. The server's parser, the
// resume tools page and the email composer's offline writer all read these shapes.

export const resumeLink = z.object({
  /** LinkedIn, GitHub, Portfolio, Email or the site's host */
  label: z.string(),
  url: z.string(),
})
export type ResumeLink = z.infer<typeof resumeLink>

// Fields added after facts were first stored default, so facts stored by an older parser still parse.
export const resumeEducation = z.object({
  institution: z.string().nullable(),
  /** the degree alone: "B.Tech", "BA (Hons)", "Class XII" */
  degree: z.string().nullable(),
  /** the field of study: "Computer Science", "Communication Design" */
  field: z.string().nullable().default(null),
  /** the year the course ends (graduation), four digits; null while it is open ("2023 – Present") */
  year: z.string().nullable().default(null),
  /** "CGPA 8.9", "8.7/10", "94.2%" as written */
  grade: z.string().nullable().default(null),
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

export const resumeProject = z.object({
  name: z.string(),
  /** what the resume says about it, as written */
  description: z.string().nullable(),
  link: z.string().nullable(),
})
export type ResumeProject = z.infer<typeof resumeProject>

/** What `extractResumeFacts(text)` finds in a resume. Every field may be empty: nothing is guessed. */
export const resumeFacts = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  education: z.array(resumeEducation),
  skills: z.array(z.string()),
  links: z.array(resumeLink),
  experience: z.array(resumeExperience),
  projects: z.array(resumeProject).default([]),
})
export type ResumeFacts = z.infer<typeof resumeFacts>

export const emptyResumeFacts = (): ResumeFacts => ({
  name: null,
  email: null,
  education: [],
  skills: [],
  links: [],
  experience: [],
  projects: [],
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

// The project and the result the student's emails use, each one of the choices their resume gives (as the
// email words it); null: the first choice (the most recent role, the first result with a figure).
const pickText = safeText.trim().max(400, 'A pick must be at most 400 characters').nullable()

/** PUT /api/resume/picks */
export const emailPicksBody = z.object({ project: pickText, achievement: pickText })
export type EmailPicksBody = z.input<typeof emailPicksBody>

/** GET and PUT /api/resume/picks: what the resume offers, and what the emails use now. */
export const emailPicksResponse = z.object({
  projects: z.array(z.string()),
  results: z.array(z.string()),
  /** what the emails use: the student's pick while the resume still holds it, else the first choice */
  using: z.object({ project: z.string().nullable(), achievement: z.string().nullable() }),
})
export type EmailPicksResponse = z.infer<typeof emailPicksResponse>

export const EMAIL_PICK_MESSAGES = {
  project: 'Pick a project from your resume',
  achievement: 'Pick a result from your resume',
} as const
