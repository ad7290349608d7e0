import { z } from 'zod'
import { apiError } from './errors.ts'

// A student's own mailbox, connected with an app password: IMAP to read, SMTP to send.

export const MAILBOX_PROVIDERS = ['gmail', 'outlook', 'yahoo', 'zoho', 'icloud', 'other'] as const
export type MailboxProvider = (typeof MAILBOX_PROVIDERS)[number]

/** tls: TLS from the first byte (993, 465); starttls: plain, then upgraded (587, 143); none: private hosts only */
export const MAIL_SECURITY = ['tls', 'starttls', 'none'] as const
export type MailSecurity = (typeof MAIL_SECURITY)[number]

export interface MailServerSettings {
  host: string
  port: number
  security: MailSecurity
}

export interface MailboxPreset {
  name: string
  /** address domains that pick this preset */
  domains: readonly string[]
  imap: MailServerSettings
  smtp: MailServerSettings
  /** where the provider makes app passwords */
  appPasswordUrl: string
  /** how to make one, in order */
  steps: readonly string[]
}

export const MAILBOX_PRESETS: Record<Exclude<MailboxProvider, 'other'>, MailboxPreset> = {
  gmail: {
    name: 'Gmail or Google Workspace',
    domains: ['gmail.com', 'googlemail.com'],
    imap: { host: 'imap.gmail.com', port: 993, security: 'tls' },
    smtp: { host: 'smtp.gmail.com', port: 465, security: 'tls' },
    appPasswordUrl: 'https://myaccount.google.com/apppasswords',
    steps: [
      'Turn on 2-Step Verification first (Google account → Security → 2-Step Verification); app passwords only appear after it.',
      'Open App passwords, type "ColdStart" as the name and press Create.',
      'Copy the 16-letter password Google shows and paste it below. Your normal Gmail password will not work.',
      'A school or work address on Google Workspace: choose this option too. If App passwords is missing, your admin has turned it off.',
    ],
  },
  outlook: {
    name: 'Outlook, Hotmail or Live',
    domains: ['outlook.com', 'hotmail.com', 'live.com', 'msn.com'],
    imap: { host: 'outlook.office365.com', port: 993, security: 'tls' },
    smtp: { host: 'smtp-mail.outlook.com', port: 587, security: 'starttls' },
    appPasswordUrl: 'https://account.live.com/proofs/AppPassword',
    steps: [
      'Turn on two-step verification in your Microsoft account (Security → Advanced security options).',
      'Under App passwords, choose "Create a new app password".',
      'Copy the password Microsoft shows and paste it below.',
    ],
  },
  yahoo: {
    name: 'Yahoo Mail',
    domains: ['yahoo.com', 'yahoo.co.in', 'yahoo.co.uk', 'ymail.com', 'rocketmail.com'],
    imap: { host: 'imap.mail.yahoo.com', port: 993, security: 'tls' },
    smtp: { host: 'smtp.mail.yahoo.com', port: 465, security: 'tls' },
    appPasswordUrl: 'https://login.yahoo.com/myaccount/security/app-password',
    steps: [
      'Open Account security in your Yahoo account.',
      'Choose "Generate app password", name it "ColdStart" and press Generate.',
      'Copy the password Yahoo shows and paste it below.',
    ],
  },
  zoho: {
    name: 'Zoho Mail',
    domains: ['zoho.com', 'zohomail.com', 'zohomail.in', 'zoho.in'],
    imap: { host: 'imap.zoho.com', port: 993, security: 'tls' },
    smtp: { host: 'smtp.zoho.com', port: 465, security: 'tls' },
    appPasswordUrl: 'https://accounts.zoho.com/home#security/app_password',
    steps: [
      'In Zoho Mail, turn on IMAP access (Settings → Mail Accounts → IMAP).',
      'In your Zoho account, open Security → App Passwords and generate one named "ColdStart".',
      'Copy it and paste it below. An account in Zoho’s India region uses imap.zoho.in and smtp.zoho.in: choose Other.',
    ],
  },
  icloud: {
    name: 'iCloud Mail',
    domains: ['icloud.com', 'me.com', 'mac.com'],
    imap: { host: 'imap.mail.me.com', port: 993, security: 'tls' },
    smtp: { host: 'smtp.mail.me.com', port: 587, security: 'starttls' },
    appPasswordUrl: 'https://account.apple.com/account/manage',
    steps: [
      'Sign in to your Apple Account; two-factor authentication must be on.',
      'Open Sign-In and Security → App-Specific Passwords and generate one named "ColdStart".',
      'Copy it and paste it below.',
    ],
  },
}

export const OTHER_PROVIDER_STEPS: readonly string[] = [
  'Your mail provider’s help pages list its IMAP and SMTP servers: host names, ports and whether they use TLS.',
  'If your account uses two-step sign-in, make an app password there and use it below.',
]

/** The preset an address's domain picks; 'other' when none does (a Workspace domain: the student picks Gmail). */
export function providerForAddress(address: string): MailboxProvider {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase()
  for (const [id, preset] of Object.entries(MAILBOX_PRESETS)) {
    if (preset.domains.includes(domain)) return id as MailboxProvider
  }
  return 'other'
}

// A host name or an IP literal, nothing else (no scheme, path, port or spaces).
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter the server’s host name')
  .max(253, 'That host name is too long')
  .regex(
    /^(?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$|^\[?[0-9a-f:.]{2,45}\]?$/,
    'Enter a host name such as imap.example.com',
  )

export const mailServerInput = z.object({
  host: hostName,
  port: z.number().int().min(1, 'Enter a port from 1 to 65535').max(65_535, 'Enter a port from 1 to 65535'),
  security: z.enum(MAIL_SECURITY),
})
export type MailServerInput = z.infer<typeof mailServerInput>

/** PUT /api/mailbox: connect (or reconnect) the signed-in student's mailbox. */
export const connectMailboxBody = z
  .object({
    address: z.email('Enter your email address').max(254),
    provider: z.enum(MAILBOX_PROVIDERS),
    password: z
      .string()
      .min(1, 'Paste the app password')
      .max(200, 'That password is too long')
      .regex(/^[^\0\r\n]*$/, 'A password has no line breaks'),
    /** only with provider "other" */
    imap: mailServerInput.optional(),
    smtp: mailServerInput.optional(),
  })
  .refine((b) => b.provider !== 'other' || (b.imap && b.smtp), {
    message: 'Enter the IMAP and SMTP servers',
    path: ['imap'],
  })
export type ConnectMailboxBody = z.infer<typeof connectMailboxBody>

/** GET /api/mailbox (and PUT's answer): what is connected. Never the password. */
export const mailboxStatus = z.object({
  connected: z.boolean(),
  address: z.string().nullable(),
  provider: z.enum(MAILBOX_PROVIDERS).nullable(),
  imapHost: z.string().nullable(),
  smtpHost: z.string().nullable(),
  connectedAt: z.iso.datetime({ offset: true }).nullable(),
  /** the last sync's time; null until one ran */
  lastCheckedAt: z.iso.datetime({ offset: true }).nullable(),
  /** set when sending and syncing stopped until the student reconnects */
  pausedReason: z.string().nullable(),
})
export type MailboxStatus = z.infer<typeof mailboxStatus>

export const MAILBOX_FAILURES = [
  'wrong-password',
  'app-password-required',
  'unreachable',
  'tls-refused',
  'timed-out',
  'no-sent-folder',
  'private-address',
  'plain-text-refused',
  'refused',
] as const
export type MailboxFailure = (typeof MAILBOX_FAILURES)[number]

/** 422 from PUT /api/mailbox: which side failed (IMAP reads, SMTP sends) and why, in plain words. */
export const mailboxConnectError = apiError.extend({
  side: z.enum(['imap', 'smtp']),
  reason: z.enum(MAILBOX_FAILURES),
})
export type MailboxConnectError = z.infer<typeof mailboxConnectError>

const sideName = { imap: 'Reading mail (IMAP)', smtp: 'Sending mail (SMTP)' } as const

/** What a student reads when connecting fails. */
export function mailboxFailureMessage(side: 'imap' | 'smtp', reason: MailboxFailure, host: string): string {
  const what = sideName[side]
  switch (reason) {
    case 'wrong-password':
      return `${what}: the server refused the address or password. Check both; use an app password, not your normal one.`
    case 'app-password-required':
      return `${what}: Gmail needs an app password. Turn on 2-Step Verification, make an app password and paste that.`
    case 'unreachable':
      return `${what}: ${host} could not be reached. Check the host name and port.`
    case 'tls-refused':
      return `${what}: ${host} refused a secure (TLS) connection. Check the port and the security setting.`
    case 'timed-out':
      return `${what}: ${host} did not answer in time. Check the host name and port, or try again later.`
    case 'no-sent-folder':
      return `${what}: signed in, but no Sent folder was found. Open your mailbox once in its web app, then try again.`
    case 'private-address':
      return `${what}: ${host} is a private or local address; ColdStart only connects to public mail servers.`
    case 'plain-text-refused':
      return `${what}: a connection without TLS would send your password unprotected. Choose TLS or STARTTLS.`
    case 'refused':
      return `${what}: ${host} refused the connection. Check the settings, or try again later.`
  }
}

export const MAILBOX_MESSAGES = {
  rateLimited: (minutes: number) =>
    `Too many connection attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  notConnected: 'No mailbox is connected',
} as const
