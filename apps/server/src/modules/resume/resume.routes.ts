import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import multipart from '@fastify/multipart'
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import {
  apiError,
  emailPicksBody,
  emailPicksResponse,
  keepResumeBody,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  resumeSavedResponse,
  resumeUploadResponse,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { TextModel } from '../ai/index.ts'
import { ownDataRoutes, userIdOf, type AuthGuards } from '../auth/index.ts'
import { getEmailPicks, setEmailPicks } from './email-picks.service.ts'
import { createOneJobPerUser } from './one-job-per-user.ts'
import { readFilePart } from './read-file-part.ts'
import type { ResumeParser } from './resume-parser.ts'
import { buildFromProfile, keepResume, readUpload } from './resume.service.ts'
import { sharedResumeParser } from './shared-resume-parser.ts'
import { cleanFileName } from './upload-file-name.ts'
import { createUploadsPerAddress } from './uploads-per-address.ts'

export interface ResumeRoutesOptions {
  db: Db
  guards: Pick<AuthGuards, 'requireUser'>
  /** null: the offline writer summarises */
  textModel: TextModel | null
  /** defaults to the process's shared resume worker pool */
  parser?: ResumeParser
  /** uploads, saves and builds per user per minute, each route counted on its own */
  perUserPerMinute?: number
  /** where the counters live (Redis with several instances); defaults to this instance's memory */
  rateLimitStore?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>
}

export const RESUME_REQUESTS_PER_USER_PER_MINUTE = 30

const errors = { 400: apiError, 401: apiError, 404: apiError, 429: apiError, 503: apiError } as const

/** Aborted when the browser goes away before the answer is sent, so a hosted model call stops too. */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return controller.signal
}

async function readOneFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Uint8Array }> {
  if (!request.isMultipart()) throw new HttpError(415, RESUME_MESSAGES.noFile, 'file')
  let file: { fileName: string; bytes: Uint8Array } | null = null
  try {
    // Every part is read, so a second file is refused (the files limit) rather than silently ignored.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      const bytes = await readFilePart(part, Number(request.headers['content-length']), RESUME_MAX_BYTES)
      file ??= { fileName: cleanFileName(part.filename), bytes }
    }
  } catch (err) {
    throw clientError(err)
  }
  if (!file) throw new HttpError(400, RESUME_MESSAGES.noFile, 'file')
  return file
}

/** The account and address a parser job is counted against (the line is shared per both). */
const ownerOf = (request: FastifyRequest) => ({ account: userIdOf(request), address: request.ip })

function clientError(err: unknown): HttpError {
  const code = (err as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, RESUME_MESSAGES.tooLarge, 'file')
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'upload one resume file at a time', 'file')
  }
  return new HttpError(400, RESUME_MESSAGES.noFile, 'file')
}

/**
 * Resume tools: read an upload (POST), keep the reviewed text (PUT), build the text from the profile, and the
 * project and result the emails use (GET and PUT /picks).
 */
export const resumeRoutes: FastifyPluginAsyncZod<ResumeRoutesOptions> = async (app, options) => {
  const { db, guards, textModel } = options
  ownDataRoutes(app, guards.requireUser)
  const parser = options.parser ?? sharedResumeParser()
  const jobs = createOneJobPerUser()
  const uploads = createUploadsPerAddress()

  await app.register(rateLimit, { global: false, ...options.rateLimitStore })
  // Per user, not per address: a campus shares one address. The guard runs first, so the user is known.
  const perUser = {
    rateLimit: {
      max: options.perUserPerMinute ?? RESUME_REQUESTS_PER_USER_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) =>
        `resume:${request.method}:${request.routeOptions.url}:${userIdOf(request)}`,
    },
  }
  /** The user's one resume job at a time; a full worker line answers 503 with Retry-After (lib/worker-pool.ts). */
  const asJob = <T>(request: FastifyRequest, job: () => Promise<T>): Promise<T> =>
    jobs.run(userIdOf(request), job)
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  })

  app.post(
    '/',
    {
      config: perUser,
      schema: {
        response: { 200: resumeUploadResponse, ...errors, 413: apiError, 415: apiError, 422: apiError },
      },
    },
    async (request, reply) => {
      const signal = abortOnClose(reply)
      // the address's share is checked before the body is read: a refused upload costs no parsing
      return asJob(request, () =>
        uploads.run(request.ip, async () => {
          const file = await readOneFile(request)
          return readUpload(
            { db, parser, textModel, log: request.log, owner: ownerOf(request) },
            userIdOf(request),
            file,
            signal,
          )
        }),
      )
    },
  )

  app.put(
    '/',
    {
      bodyLimit: 512 * 1024,
      config: perUser,
      schema: {
        body: keepResumeBody,
        response: { 200: resumeSavedResponse, ...errors, 413: apiError, 422: apiError },
      },
    },
    async (request, reply) => {
      const signal = abortOnClose(reply)
      return asJob(request, () =>
        keepResume(
          { db, parser, textModel, log: request.log, owner: ownerOf(request) },
          userIdOf(request),
          request.body,
          signal,
        ),
      )
    },
  )

  app.get('/picks', { schema: { response: { 200: emailPicksResponse, ...errors } } }, async (request) =>
    getEmailPicks(db, userIdOf(request)),
  )

  app.put(
    '/picks',
    {
      config: perUser,
      bodyLimit: 8 * 1024,
      schema: { body: emailPicksBody, response: { 200: emailPicksResponse, ...errors, 413: apiError } },
    },
    async (request) => setEmailPicks(db, userIdOf(request), request.body),
  )

  app.post(
    '/from-profile',
    {
      config: perUser,
      schema: { response: { 200: resumeSavedResponse, ...errors } },
    },
    async (request, reply) =>
      buildFromProfile({ db, textModel, log: request.log }, userIdOf(request), abortOnClose(reply)),
  )
}
