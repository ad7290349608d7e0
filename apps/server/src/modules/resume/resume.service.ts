import type { FastifyBaseLogger } from 'fastify'
import { RESUME_MESSAGES, type ResumeSavedResponse, type ResumeUploadResponse } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import {
  AiUnavailableError,
  buildResumeTextFromProfile,
  summariseResume,
  type TextModel,
  type WrittenSummary,
} from '../ai/index.ts'
import { getProfile, profileForSummary, saveResume } from '../profile/index.ts'
import type { ResumeParser } from './resume-parser.ts'
import type { JobOwner } from '../../lib/work-queue.ts'
import { cleanFileName } from './upload-file-name.ts'

export interface ResumeDeps {
  db: Db
  parser: ResumeParser
  textModel: TextModel | null
  log: FastifyBaseLogger
  /** whose share of the parser line a job takes: the account and the client's address */
  owner?: JobOwner
}

/** The AI failed: "failed to process resume", and nothing stored changes. */
async function writeOrFail(log: FastifyBaseLogger, write: () => Promise<WrittenSummary>) {
  try {
    return await write()
  } catch (err) {
    if (!(err instanceof AiUnavailableError)) throw err
    log.warn({ err }, 'resume: the AI summary failed; the stored resume is unchanged')
    throw new HttpError(503, RESUME_MESSAGES.processFailed)
  }
}

/** Reads an uploaded file: its text, the facts in it and a summary. Stores nothing: the user reviews it first. */
export async function readUpload(
  deps: ResumeDeps,
  userId: string,
  file: { fileName: string; bytes: Uint8Array },
  signal?: AbortSignal,
): Promise<ResumeUploadResponse> {
  // the text and its facts both come from the worker
  const parsed = await deps.parser.parse(file.fileName, file.bytes, deps.owner)
  const facts = parsed.facts
  const profile = profileForSummary(await getProfile(deps.db, userId))
  const written = await writeOrFail(deps.log, () =>
    summariseResume(
      { text: parsed.text, facts, profile, pdf: parsed.format === 'pdf' ? file.bytes : undefined },
      deps.textModel,
      signal,
    ),
  )
  return {
    fileName: file.fileName,
    format: parsed.format,
    text: parsed.text,
    facts,
    summary: written.summary,
    writer: written.writer,
    pages: parsed.pages,
  }
}

/** Keeps the reviewed resume text: its facts, and its summary as the text the AI writes emails from. */
export async function keepResume(
  deps: ResumeDeps,
  userId: string,
  input: { text: string; fileName?: string | null },
  signal?: AbortSignal,
): Promise<ResumeSavedResponse> {
  // the facts are read in a worker while the profile is read here
  const [facts, saved] = await Promise.all([
    deps.parser.facts(input.text, deps.owner),
    getProfile(deps.db, userId),
  ])
  const profile = profileForSummary(saved)
  const written = await writeOrFail(deps.log, () =>
    summariseResume({ text: input.text, facts, profile }, deps.textModel, signal),
  )
  await saveResume(
    deps.db,
    userId,
    {
      resumeText: written.summary,
      resumeSourceText: input.text,
      resumeFileName: input.fileName ? cleanFileName(input.fileName) || null : null,
      resumeFacts: facts,
    },
    new Date(),
  )
  return { ...(await getProfile(deps.db, userId)), writer: written.writer }
}

/** "Build resume text from profile": the summary written from the profile's fields alone. */
export async function buildFromProfile(
  deps: Pick<ResumeDeps, 'db' | 'textModel' | 'log'>,
  userId: string,
  signal?: AbortSignal,
): Promise<ResumeSavedResponse> {
  const profile = profileForSummary(await getProfile(deps.db, userId))
  const written = await writeOrFail(deps.log, () =>
    buildResumeTextFromProfile(profile, deps.textModel, signal),
  )
  // The text now comes from the profile, not the file: the file's text and name go (its facts stay, for the
  // profile's skill suggestions).
  await saveResume(
    deps.db,
    userId,
    { resumeText: written.summary, resumeSourceText: null, resumeFileName: null },
    new Date(),
  )
  return { ...(await getProfile(deps.db, userId)), writer: written.writer }
}
