import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { normalizeIP } from '@fastify/rate-limit'
import { AUTH_MESSAGES, emailAddress } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import { compactKey } from '../../plugins/rate-limit-key.ts'

interface Rule {
  max: number
  minutes: number
}

// Per client address and per account (email, or the user behind a refresh token). Chosen so a person
// never meets them and a script guessing passwords or flooding mailboxes soon does. AUTH_RATE_LIMIT_FACTOR
// multiplies every max (the browser tests sign in far more often than a person from one address).
export const AUTH_RATE_LIMITS = {
  signIn: { ip: { max: 30, minutes: 10 }, account: { max: 10, minutes: 10 } },
  signUp: { ip: { max: 10, minutes: 60 }, account: { max: 5, minutes: 60 } },
  recover: { ip: { max: 10, minutes: 60 }, account: { max: 3, minutes: 60 } },
  verifyRecovery: { ip: { max: 20, minutes: 60 } },
  refresh: { ip: { max: 120, minutes: 10 }, account: { max: 60, minutes: 10 } },
  google: { ip: { max: 60, minutes: 10 } },
  updateUser: { account: { max: 10, minutes: 10 } },
} satisfies Record<string, { ip?: Rule; account?: Rule }>

export type LimitName = keyof typeof AUTH_RATE_LIMITS

/** A hook that refuses with 429 (and Retry-After) once the key has used up its rule. */
export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

export type LimiterFactory = ReturnType<typeof createLimiterFactory>

/**
 * Builds limiters on @fastify/rate-limit's store. `key` picks what is counted; a request it returns null for
 * (no account named) is not counted by that limiter. One name and scope is one limiter, with its own counters
 * (plugins/rate-limit-store.ts), however many routes use it.
 */
export function createLimiterFactory(app: FastifyInstance, factor: number) {
  const checks = new Map<string, ReturnType<typeof checkFor>>()
  function checkFor(id: string, rule: Rule) {
    const keys = new WeakMap<FastifyRequest, string>()
    // a long key (an email) is counted by its digest, here too in Redis
    const check = app.createRateLimit({
      max: Math.max(1, Math.round(rule.max * factor)),
      timeWindow: rule.minutes * 60_000,
      keyGenerator: (request) => `${id}:${compactKey(keys.get(request) ?? '')}`,
    })
    return { keys, check }
  }
  return function limiter(
    name: LimitName,
    scope: 'ip' | 'account',
    key: (request: FastifyRequest) => string | null | Promise<string | null>,
  ): Limiter {
    const rule = (AUTH_RATE_LIMITS[name] as { ip?: Rule; account?: Rule })[scope]
    if (!rule) throw new Error(`No ${scope} rate limit for ${name}`)
    const id = `${name}:${scope}`
    if (!checks.has(id)) checks.set(id, checkFor(id, rule))
    const { keys, check } = checks.get(id)!
    return async (request, reply) => {
      const k = await key(request)
      if (k === null) return
      keys.set(request, k)
      let result
      try {
        result = await check(request)
      } catch (err) {
        // the shared store (Redis) is unreachable: refuse rather than let guesses through uncounted
        request.log.error({ err: { message: (err as Error).message } }, 'rate limit store unavailable')
        throw new HttpError(503, AUTH_MESSAGES.rateLimitUnavailable)
      }
      if (result.isAllowed || !result.isExceeded) return
      reply.header('retry-after', result.ttlInSeconds)
      throw new HttpError(429, AUTH_MESSAGES.tooManyRequests(result.ttlInSeconds))
    }
  }
}

/** The client address; an IPv6 client counts by its /64, which one subscriber usually holds whole. */
export const byIp = (request: FastifyRequest) => normalizeIP(request.ip, 64)

/**
 * The account a request body names, normalised, or null when it names none or a malformed address: only
 * attempts that could sign someone in are counted, so junk cannot fill the store with keys.
 */
export function byBodyEmail(request: FastifyRequest): string | null {
  const parsed = emailAddress.safeParse((request.body as { email?: unknown } | undefined)?.email)
  return parsed.success ? parsed.data : null
}
