import { isIP } from 'node:net'
import path from 'node:path'
import { DEFAULT_PRODUCT_TIME_ZONE, isTimeZone } from '@coldstart/contract'
import { z } from 'zod'
import { MEMORY_STORE_MAX_KEYS } from './plugins/window-counters.ts'

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)

// 32 random bytes in base64 (`openssl rand -base64 32`)
const secretKey = z
  .string()
  .trim()
  .refine(
    (v) => Buffer.from(v, 'base64').length === 32,
    'must be 32 bytes in base64 (openssl rand -base64 32)',
  )

// Env is read once, here. Every variable is listed in .env.example with its default.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  // Which proxies may set X-Forwarded-For (see trustProxySetting); off: the socket's address is the client's.
  TRUST_PROXY: optionalText,
  // Rate limits (and anything else shared between instances) in Redis; unset: in this process's memory.
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
  ),
  // empty: seed only the embedded database; a real deployment (DATABASE_URL) starts empty
  SEED_DEMO_DATA: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => (v ? v === 'true' : undefined)),
  // The zone the product's days run in: deadlines, daily limits, the dashboard's days (lib/product-day.ts)
  PRODUCT_TIME_ZONE: optionalText.pipe(
    z
      .string()
      .refine(isTimeZone, 'PRODUCT_TIME_ZONE must be an IANA time zone, e.g. Asia/Kolkata')
      .default(DEFAULT_PRODUCT_TIME_ZONE),
  ),
  // Sign-in and sessions (modules/auth)
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  JWT_PRIVATE_KEY: optionalText,
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(3600).max(31_536_000).default(2_592_000),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('ColdStart <no-reply@localhost>'),
  ADMIN_EMAILS: z.string().default(''),
  AUTH_RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
  // counters each in-memory rate limiter holds at most (no effect with REDIS_URL)
  RATE_LIMIT_MAX_KEYS: z.coerce.number().int().min(10).max(10_000_000).default(MEMORY_STORE_MAX_KEYS),
  // AI writers (modules/ai): offline unless a provider's key is set
  AI_PROVIDER: optionalText.pipe(z.enum(['offline', 'gemini', 'openai']).optional()),
  GEMINI_API_KEY: optionalText,
  GEMINI_MODEL: optionalText.pipe(z.string().default('gemini-2.5-flash-lite')),
  GEMINI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OPENAI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1')),
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: optionalText.pipe(z.string().default('gpt-4o-mini')),
  AI_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(20_000),
  AI_PERSONALISATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  EXPORT_DEADLINE_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  // Connected mailboxes (modules/mailbox): the key that encrypts app passwords, older keys still read
  MAILBOX_SECRET_KEY: optionalText.pipe(secretKey.optional()),
  MAILBOX_SECRET_KEYS_PREVIOUS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(secretKey)),
  MAILBOX_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  MAILBOX_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
})

export type Env = z.input<typeof envSchema>

/** Only where the database is: what the seed command reads (it needs no keys, unlike the server). */
export const databaseEnvSchema = envSchema.pick({ DATABASE_URL: true, DATA_DIR: true })

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  databaseUrl: string | undefined
  dataDir: string
  logLevel: string
  webDistDir: string
  seedDemoData: boolean
  /** the IANA zone a day runs from midnight to midnight in (lib/product-day.ts) */
  productTimeZone: string
  /** Fastify's trustProxy: false, the proxies' addresses/CIDRs, or "the nearest n hops". */
  trustProxy: TrustProxy
  redisUrl: string | undefined
  /** The origin users reach the site at (no trailing slash): redirect URIs, reset links, same-origin checks. */
  publicUrl: string
  auth: AuthConfig
  ai: AiConfig
  /** the longest a CSV export's download may take: a reader that slow is cut off, its slot freed */
  exportDeadlineMs: number
  mailbox: MailboxConfig
}

export interface MailboxConfig {
  /** base64 key encrypting app passwords; undefined: a key file in DATA_DIR (embedded database only) */
  secretKey: string | undefined
  /** older keys, for reading values not yet re-encrypted */
  previousSecretKeys: string[]
  /** connect to loopback and private addresses too: tests and self-hosted mail on one's own network */
  allowPrivateHosts: boolean
  /** both sides of a connection check must answer within this */
  connectTimeoutMs: number
}

export interface AiConfig {
  /** the writer asked for; 'gemini' or 'openai' without its key falls back to the offline writer */
  provider: 'offline' | 'gemini' | 'openai'
  gemini: { apiKey: string | undefined; model: string; baseUrl: string | undefined }
  openai: { apiKey: string | undefined; model: string; baseUrl: string }
  /** the longest wait for the first chunk and between chunks */
  timeoutMs: number
  /** per signed-in user, rolling hour */
  personalisationsPerHour: number
}

export interface AuthConfig {
  /** null: Google sign-in is off and only email + password accounts exist. */
  google: { clientId: string; clientSecret: string; issuer: string } | null
  /** a private JWK (JSON) or PKCS#8 PEM; undefined: the keys in the database (signing_keys), rotated */
  jwtPrivateKey: string | undefined
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  smtpUrl: string | undefined
  mailFrom: string
  /** lower-cased; a verified Google account with one of these emails is made admin at sign-in */
  adminEmails: string[]
  rateLimitFactor: number
  /** counters each in-memory rate limiter holds at most (plugins/window-counters.ts) */
  rateLimitMaxKeys: number
}

const repoRoot = path.resolve(import.meta.dirname, '../../..')

export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean)

const proxyKeywords = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * TRUST_PROXY: unset, "false" or "0": trust no proxy, so a client cannot pick its own address with a forged
 * X-Forwarded-For. A number: that many proxies in front (e.g. 1 for one load balancer). Otherwise a comma list
 * of the proxies' addresses or CIDRs (or loopback / linklocal / uniquelocal). "true" is refused: it trusts
 * whatever a client writes.
 */
export function trustProxySetting(raw: string | undefined): TrustProxy {
  if (!raw || raw === 'false' || raw === '0') return false
  if (/^\d+$/.test(raw)) {
    // proxy-addr's own meaning of a hop count, as a function (Fastify's types take no number)
    const hops = Math.min(Number(raw), 10)
    return (_address, hop) => hop < hops
  }
  if (raw === 'true') {
    throw new Error(
      'Invalid environment:\n  TRUST_PROXY: "true" lets any client forge its address; give the number of proxies in front (e.g. 1) or their addresses',
    )
  }
  const entries = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  const bad = entries.filter((a) => !proxyKeywords.has(a) && !isIP(a.replace(/\/\d{1,3}$/, '')))
  if (bad.length)
    throw new Error(`Invalid environment:\n  TRUST_PROXY: not an address or CIDR: ${bad.join(', ')}`)
  return entries
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new Error(
      'Invalid environment:\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both (Google sign-in) or neither',
    )
  }
  if (e.DATABASE_URL && !e.MAILBOX_SECRET_KEY) {
    throw new Error(
      "Invalid environment:\n  MAILBOX_SECRET_KEY: required with DATABASE_URL (it encrypts connected mailboxes' app passwords, and every instance needs the same one): set it to the output of `openssl rand -base64 32`",
    )
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    seedDemoData: e.SEED_DEMO_DATA ?? !e.DATABASE_URL,
    productTimeZone: e.PRODUCT_TIME_ZONE,
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    exportDeadlineMs: e.EXPORT_DEADLINE_MS,
    mailbox: {
      secretKey: e.MAILBOX_SECRET_KEY,
      previousSecretKeys: e.MAILBOX_SECRET_KEYS_PREVIOUS,
      allowPrivateHosts: e.MAILBOX_ALLOW_PRIVATE_HOSTS,
      connectTimeoutMs: e.MAILBOX_CONNECT_TIMEOUT_MS,
    },
    auth: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
          : null,
      jwtPrivateKey: e.JWT_PRIVATE_KEY,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      adminEmails: e.ADMIN_EMAILS.split(',')
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean),
      rateLimitFactor: e.AUTH_RATE_LIMIT_FACTOR,
      rateLimitMaxKeys: e.RATE_LIMIT_MAX_KEYS,
    },
    ai: {
      // unset: the provider whose key is present (Gemini first), else offline
      provider: e.AI_PROVIDER ?? (e.GEMINI_API_KEY ? 'gemini' : e.OPENAI_API_KEY ? 'openai' : 'offline'),
      gemini: { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL, baseUrl: e.GEMINI_BASE_URL },
      openai: { apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL, baseUrl: e.OPENAI_BASE_URL },
      timeoutMs: e.AI_TIMEOUT_MS,
      personalisationsPerHour: e.AI_PERSONALISATIONS_PER_HOUR,
    },
  }
}
