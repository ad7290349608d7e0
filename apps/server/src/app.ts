import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import compress from '@fastify/compress'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppConfig } from './config.ts'
import { setProductTimeZone } from './lib/product-day.ts'
import type { Database } from './db/client.ts'
import {
  registerErrorHandling,
  serializeErrorForLog,
  serializeRequestForLog,
} from './plugins/error-handler.ts'
import { registerOpenApi } from './plugins/openapi.ts'
import { recordRoutes } from './plugins/route-catalogue.ts'
import { registerSecurity } from './plugins/security.ts'
import { registerSpa } from './plugins/spa.ts'
import { activityRoutes } from './modules/activity/activity.routes.ts'
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts'
import { adminInternshipRoutes } from './modules/admin-internships/admin-internships.routes.ts'
import { adminStartupRoutes } from './modules/admin-startups/admin-startups.routes.ts'
import { adminTemplateRoutes } from './modules/admin-templates/admin-templates.routes.ts'
import { adminGuard } from './modules/admin/admin-guard.plugin.ts'
import { logAdminHint } from './modules/admin/admin-hint.ts'
import { adminStatusRoutes, grantConfiguredAdmin } from './modules/admin/index.ts'
import { createTextModel } from './modules/ai/create-text-model.ts'
import { createAuth } from './modules/auth/auth.context.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { bookmarkRoutes } from './modules/bookmarks/bookmarks.routes.ts'
import { composeRoutes } from './modules/compose/compose.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { internshipRoutes } from './modules/internships/internships.routes.ts'
import {
  createJobCleanup,
  createJobQueue,
  systemClock,
  type Clock,
  type JobQueue,
} from './modules/jobs/index.ts'
import { logoRoutes } from './modules/logos/logos.routes.ts'
import { createMailbox } from './modules/mailbox/index.ts'
import { mailboxRoutes } from './modules/mailbox/mailbox.routes.ts'
import { createMailSend, mailGroup, mailSendRoutes } from './modules/mail-send/index.ts'
import { createMailSync, mailSyncRoutes } from './modules/mail-sync/index.ts'
import { noteRoutes } from './modules/notes/notes.routes.ts'
import { outreachRoutes } from './modules/outreach/outreach.routes.ts'
import { pageViewRoutes, userIdFromAccessToken } from './modules/page-views/page-views.routes.ts'
import { profileRoutes } from './modules/profile/profile.routes.ts'
import { cleanFileName, readResumeFactsOffThread } from './modules/resume/index.ts'
import { resumeRoutes } from './modules/resume/resume.routes.ts'
import { startupRoutes } from './modules/startups/startups.routes.ts'
import { BestMatchIndex } from './modules/startups/best-match-index.ts'
import { createDirectoryCache, watchDirectoryChanges } from './modules/startups/startups.service.ts'
import { statsRoutes } from './modules/stats/stats.routes.ts'
import { templateRoutes } from './modules/templates/templates.routes.ts'

export interface AppDeps {
  config: AppConfig
  database: Database
  /** false: every directory page comes from the database (the benchmark's uncached figures) */
  directoryCache?: boolean
  /** where the log lines go (tests read them); default stdout */
  logStream?: { write(line: string): void }
  /** a job queue the caller works (tests: a faked clock and workDue()); default one polling once ready */
  jobs?: JobQueue
  /** the time scheduled work is counted from (tests: the job queue's faked clock) */
  clock?: Clock
}

// Every route validates and serialises with zod (set on the app, so on every context): fastify's default ajv
// and fast-json-stringify compilers would never run, and loading them was ~240 modules at every start. Its
// types describe ajv's factories, hence the cast.
const ZOD_COMPILERS = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController']

/** Builds the whole server (API + SPA) without listening: tests drive it through `inject`. */
export async function buildApp({
  config,
  database,
  directoryCache: cacheDirectory = true,
  logStream,
  jobs: givenJobs,
  clock = systemClock,
}: AppDeps): Promise<FastifyInstance> {
  setProductTimeZone(config.productTimeZone)
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(logStream && { stream: logStream }),
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: { err: serializeErrorForLog, req: serializeRequestForLog },
          },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
    },
    // off unless TRUST_PROXY names the proxies: otherwise anyone could forge X-Forwarded-For
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    schemaController: ZOD_COMPILERS,
  }).withTypeProvider<ZodTypeProvider>()

  // Before any route: the route matrix, the fuzz tests and the OpenAPI check list routes from this.
  recordRoutes(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  registerErrorHandling(app)
  await registerSecurity(app, { https: config.publicUrl.startsWith('https:') })
  await app.register(compress, { threshold: 1024 })

  // Before the routes: it collects them as they are registered (/api/openapi.json, /api/docs).
  await registerOpenApi(app)

  // Auth first: the admin guard must be in place before any /api/admin route is registered. Modules that
  // need a signed-in user take `auth.guards` (requireUser, optionalUser); the admin module builds its guard
  // from requireUser. Auth knows nothing of admins: roles reach it only through the onSignIn hook.
  const auth = await createAuth({
    config,
    db: database.db,
    log: app.log,
    onSignIn: (user, { emailVerified }) =>
      grantConfiguredAdmin(database.db, user, { adminEmails: config.auth.adminEmails, emailVerified }),
  })
  await app.register(adminGuard, { guards: auth.guards, db: database.db })
  await app.register(authRoutes, { prefix: '/api/auth', auth })
  await app.register(adminStatusRoutes, { prefix: '/api/auth', db: database.db, guards: auth.guards })
  app.addHook('onReady', () =>
    logAdminHint(database.db, app.log, {
      publicUrl: config.publicUrl,
      embedded: database.kind === 'pglite',
      google: config.auth.google !== null,
    }),
  )

  // The durable job queue, worked in this process: modules register their kinds while the app is built; it
  // polls once the app is ready and, on close, lets running jobs finish before the database closes.
  const jobs = givenJobs ?? createJobQueue({ db: database.db, log: app.log })
  if (!givenJobs) app.addHook('onReady', async () => jobs.start())
  app.addHook('onClose', () => jobs.stop())
  // finished jobs are deleted after JOB_RETENTION_DAYS by an hourly job, so the table does not grow forever
  const jobCleanup = createJobCleanup({ db: database.db, jobs, clock })
  app.addHook('onReady', () => jobCleanup.schedule())

  // One hosted text model for the whole app (null: the offline writer); the composer and the resume tools
  // share it. Created here so "no key" is logged once.
  const textModel = await createTextModel(config.ai, app.log)

  await app.register(healthRoutes, { prefix: '/api/health', database })
  await app.register(statsRoutes, { prefix: '/api/stats', db: database.db })
  // One directory cache per instance, dropped on every write on any instance (LISTEN directory_changed).
  const directoryCache = createDirectoryCache()
  const directoryFeed = await watchDirectoryChanges(database, directoryCache, app.log)
  app.addHook('onClose', () => directoryFeed.close())
  // Best match ranked in memory, loaded on the first best-match page (never used once the directory changed)
  const matchIndex = new BestMatchIndex(database.db)
  app.addHook('onClose', () => matchIndex.close())
  await app.register(startupRoutes, {
    prefix: '/api/startups',
    db: database.db,
    cache: cacheDirectory ? directoryCache : undefined,
    matchIndex,
    guards: auth.guards,
  })
  await app.register(internshipRoutes, {
    prefix: '/api/internships',
    db: database.db,
    guards: auth.guards,
  })
  await app.register(logoRoutes, { prefix: '/api/logos' })
  await app.register(templateRoutes, {
    prefix: '/api/templates',
    db: database.db,
    guards: auth.guards,
    rateLimitStore: auth.rateLimits.pluginOptions,
  })
  await app.register(composeRoutes, {
    prefix: '/api/compose',
    db: database.db,
    guards: auth.guards,
    textModel,
    perHour: config.ai.personalisationsPerHour,
    rateLimitStore: auth.rateLimits.pluginOptions,
  })
  await app.register(noteRoutes, { prefix: '/api/notes', db: database.db, guards: auth.guards })
  await app.register(outreachRoutes, {
    prefix: '/api/outreach',
    db: database.db,
    guards: auth.guards,
    rateLimitStore: auth.rateLimits.pluginOptions,
    exportDeadlineMs: config.exportDeadlineMs,
    // a send marked replied by hand: its follow-ups from the mailbox stop (mailSync is built below)
    onMarkedReplied: (userId, sendId) => mailSync.stopFollowUpsOf(userId, sendId),
  })
  await app.register(bookmarkRoutes, { prefix: '/api/bookmarks', db: database.db, guards: auth.guards })
  await app.register(pageViewRoutes, {
    prefix: '/api/page-views',
    db: database.db,
    resolveUserId: userIdFromAccessToken(auth.guards),
    rateLimitStore: auth.rateLimits.pluginOptions,
  })
  await app.register(profileRoutes, {
    prefix: '/api/profile',
    db: database.db,
    guards: auth.guards,
    textModel,
    readResumeFacts: readResumeFactsOffThread,
    cleanFileName,
  })
  // The student's own mailbox; sending and sync take this service (credentials are opened only inside it).
  // A reconnect resumes the sends a refused password had paused.
  const mailbox = await createMailbox({
    config: config.mailbox,
    dataDir: config.dataDir,
    db: database.db,
    onConnected: (userId) => jobs.resumeGroup(mailGroup(userId)),
  })
  await app.register(mailboxRoutes, {
    prefix: '/api/mailbox',
    service: mailbox,
    guards: auth.guards,
    rateLimitStore: auth.rateLimits.pluginOptions,
  })
  // Replies, bounces and out-of-offices read from each mailbox every five minutes and on "Check now".
  const mailSync = createMailSync({ db: database.db, mailbox, jobs })
  app.addHook('onReady', () => mailSync.scheduleChecks())
  await app.register(mailSyncRoutes, {
    prefix: '/api/mail-sync',
    db: database.db,
    jobs,
    mailbox,
    mailSync,
    guards: auth.guards,
    rateLimitStore: auth.rateLimits.pluginOptions,
  })
  // a follow-up goes only after the mailbox was read for an answer (a failed read retries the follow-up later)
  const mailSend = createMailSend({
    db: database.db,
    jobs,
    mailbox,
    clock,
    log: app.log,
    beforeFollowUp: async (userId) => void (await mailSync.syncMailboxNow(userId)),
  })
  await app.register(mailSendRoutes, { prefix: '/api/mailbox', service: mailSend, guards: auth.guards })
  await app.register(resumeRoutes, {
    prefix: '/api/resume',
    db: database.db,
    guards: auth.guards,
    textModel,
    rateLimitStore: auth.rateLimits.pluginOptions,
  })

  await app.register(adminDashboardRoutes, { prefix: '/api/admin/dashboard', db: database.db })
  await app.register(adminTemplateRoutes, { prefix: '/api/admin/templates', db: database.db })
  await app.register(adminInternshipRoutes, { prefix: '/api/admin/internships', db: database.db })
  await app.register(adminStartupRoutes, {
    prefix: '/api/admin/startups',
    db: database.db,
    onDirectoryChange: () => directoryCache.invalidate(),
  })
  await app.register(activityRoutes, { prefix: '/api/admin/activity', db: database.db })

  await registerSpa(app, config.webDistDir, { googleSignIn: config.auth.google !== null })
  return app
}
