import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import type { ApiError } from '@coldstart/contract'
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../lib/database-errors.ts'
import { HttpError } from '../lib/http-error.ts'
import { WorkersBusyError } from '../lib/worker-pool.ts'

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

function body(statusCode: number, message: string, field?: string): ApiError {
  return { statusCode, error: reasons[statusCode] ?? 'Error', message, ...(field ? { field } : {}) }
}

/** One error handler: clear 4xx messages, 5xx that never leak internals, JSON 404 for unknown API routes. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]
      const where = err.validationContext ?? 'request'
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || where
      const message = first ? `${field}: ${first.message}` : `Invalid ${where}`
      return reply.code(400).send(body(400, message, field))
    }
    if (err instanceof WorkersBusyError) reply.header('retry-after', String(err.retryAfterSeconds))
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(body(err.statusCode, err.message, err.field))
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema')
      return reply.code(500).send(body(500, 'Something went wrong on our side. Please try again.'))
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) carry safe messages.
      return reply.code(status).send(body(status, err.message))
    }
    if (isDatabaseUnavailable(err)) {
      // not a bug here: the database is away; the pool reconnects by itself when it is back
      request.log.warn({ err }, 'database unavailable')
      return reply.code(503).header('retry-after', '5').send(body(503, DATABASE_UNAVAILABLE_MESSAGE))
    }
    request.log.error({ err }, 'unhandled error')
    return reply.code(500).send(body(500, 'Something went wrong on our side. Please try again.'))
  })
}

export function apiNotFound(method: string, url: string): ApiError {
  return body(404, `No API route matches ${method} ${url.split('?')[0]}`)
}

// What may identify a person or unlock an account: redacted from every logged error. An email starts where
// its run of local-part characters starts (the lookbehind), so a long run with no "@" is read once, not once
// per character.
const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
const PASSWORD_HASH = /scrypt\$\S+/g
/** A logged path or query keeps this many characters: enough to see what was asked, never a 16 KB log line. */
const LOGGED_URL_PART_MAX_CHARS = 400
const TOKEN_CHAR = /[\w.+@%-]/

interface LoggedError {
  type: string
  message: string
  stack: string
  [key: string]: unknown
}

function redact(text: string): string {
  return text.replace(PASSWORD_HASH, '[password hash]').replace(EMAIL, '[email]')
}

/**
 * The text's first few hundred characters, cut at a token's edge so no half email escapes redaction, then
 * `clean`ed; a cut is marked after the cleaning.
 */
function bounded(text: string, clean: (kept: string) => string = (kept) => kept): string {
  if (text.length <= LOGGED_URL_PART_MAX_CHARS) return clean(text)
  let end = LOGGED_URL_PART_MAX_CHARS
  while (end > 0 && TOKEN_CHAR.test(text[end - 1]!) && TOKEN_CHAR.test(text[end]!)) end--
  return `${clean(text.slice(0, end))}…[${text.length - end} more characters]`
}

/**
 * pino's `err` serializer. A database error's message and `params` carry the query's values (password
 * hashes, emails, whatever a user typed): only the SQL text with its $n placeholders, the error's type and
 * code and the stack frames are logged, never a parameter value.
 */
export function serializeErrorForLog(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: redact(String(err)), stack: '' }
  const e = err as Error & { code?: unknown; statusCode?: unknown; query?: unknown; cause?: unknown }
  const isQueryError = typeof e.query === 'string'
  const out: LoggedError = {
    type: e.constructor.name,
    // drizzle's message is "Failed query: <sql>\nparams: <values>": keep the first line only
    message: redact(isQueryError ? (e.message.split('\n')[0] ?? '') : e.message),
    // frames only: the stack's first lines repeat the message
    stack: (e.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  }
  if (isQueryError) out.query = redact(e.query as string)
  if (typeof e.code === 'string') out.code = e.code
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode
  if (e.cause instanceof Error) {
    const cause = e.cause as Error & { code?: unknown; table?: unknown; constraint?: unknown }
    // PostgreSQL's own message names the problem, not the values; its `detail` can quote them, so it is left out.
    out.cause = {
      type: cause.constructor.name,
      message: redact(cause.message),
      ...(typeof cause.code === 'string' ? { code: cause.code } : {}),
      ...(typeof cause.table === 'string' ? { table: cause.table } : {}),
      ...(typeof cause.constraint === 'string' ? { constraint: cause.constraint } : {}),
    }
  }
  return out
}

/**
 * pino's `req` serializer: Fastify's fields, with the query string of /api/auth/* dropped (Google's
 * callback carries a one-time code and state there), any other query's emails redacted, path and query
 * each cut to their first few hundred characters.
 */
export function serializeRequestForLog(req: {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}) {
  const [fullPath = '', query] = req.url.split('?', 2)
  const path = bounded(fullPath)
  const url =
    query === undefined
      ? path
      : fullPath.startsWith('/api/auth/')
        ? `${path}?[redacted]`
        : `${path}?${bounded(query.replaceAll(/%40/gi, '@'), redact)}`
  return {
    method: req.method,
    url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}
