import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { normalizeIP } from '@fastify/rate-limit'
import { AUTH_MESSAGES, emailAddress } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import { compactKey } from '../../plugins/rate-limit-key.ts'

interface Rule {
  max: number
  minutes: number
}

// Per client address, per account (email, or the user behind a refresh token) and, where a request names an
// email, per account from one address. Chosen so a person never meets them and a script guessing passwords
// or flooding mailboxes soon does. The strict count for an email is per (email, address): a stranger guessing
// someone's password from one address slows only themselves, and the owner signs in from their own; the
// looser count per email alone still stops guessing spread over many addresses. AUTH_RATE_LIMIT_FACTOR
// multiplies every max (the browser tests sign in far more often than a person from one address).
export const AUTH_RATE_LIMITS = {
  signIn: {
    ip: { max: 30, minutes: 10 },
    accountFromIp: { max: 10, minutes: 10 },
    account: { max: 30, minutes: 10 },
  },
  signUp: {
    ip: { max: 10, minutes: 60 },
    accountFromIp: { max: 5, minutes: 60 },
    account: { max: 15, minutes: 60 },
  },
  recover: {
    ip: { max: 10, minutes: 60 },
    accountFromIp: { max: 3, minutes: 60 },
    account: { max: 10, minutes: 60 },
  },
  verifyRecovery: { ip: { max: 20, minutes: 60 } },
  refresh: { ip: { max: 120, minutes: 10 }, account: { max: 60, minutes: 10 } },
  google: { ip: { max: 60, minutes: 10 } },
  updateUser: { account: { max: 10, minutes: 10 } },
} satisfies Record<string, Partial<Record<Scope, Rule>>>

/**
 * An IPv6 client counts by its /64 and, at this many times the per-address max, by its /48: a site holding a
 * /48 has 65,536 /64s, which would otherwise be as many fresh allowances (and enough keys to fill a store).
 */
export const IPV6_SITE_FACTOR = 4

type Scope = 'ip' | 'account' | 'accountFromIp'

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
  function counting(id: string, rule: Rule, key: KeyOf): Limiter {
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
  return function limiter(name: LimitName, scope: Scope, key: KeyOf): Limiter {
    const rule = (AUTH_RATE_LIMITS[name] as Partial<Record<Scope, Rule>>)[scope]
    if (!rule) throw new Error(`No ${scope} rate limit for ${name}`)
    const own = counting(`${name}:${scope}`, rule, key)
    if (scope !== 'ip') return own
    // the /48 first: a request it refuses adds no /64 key, so one site cannot fill the /64 store
    const site = counting(`${name}:ip48`, { ...rule, max: rule.max * IPV6_SITE_FACTOR }, byIpv6Site)
    return async (request, reply) => {
      await site(request, reply)
      await own(request, reply)
    }
  }
}

type KeyOf = (request: FastifyRequest) => string | null | Promise<string | null>

/** The client address; an IPv6 client counts by its /64, which one subscriber usually holds whole. */
export const byIp = (request: FastifyRequest) => normalizeIP(request.ip, 64)

/** An IPv6 client's /48 (a site's usual allocation); null for IPv4, counted by its address alone. */
export function byIpv6Site(request: FastifyRequest): string | null {
  const site = normalizeIP(request.ip, 48)
  // an IPv4 address, or IPv6-mapped IPv4, normalises to dotted IPv4
  return site.includes(':') ? `${site}/48` : null
}

/**
 * The account a request body names, normalised, or null when it names none or a malformed address: only
 * attempts that could sign someone in are counted, so junk cannot fill the store with keys.
 */
export function byBodyEmail(request: FastifyRequest): string | null {
  const parsed = emailAddress.safeParse((request.body as { email?: unknown } | undefined)?.email)
  return parsed.success ? parsed.data : null
}

/**
 * The account a request body names together with the client's address (its /64 for IPv6): the strict count,
 * so guesses from one address for someone else's email limit that address only.
 */
export function byBodyEmailFromIp(request: FastifyRequest): string | null {
  const email = byBodyEmail(request)
  return email === null ? null : `${email} from ${byIp(request)}`
}
