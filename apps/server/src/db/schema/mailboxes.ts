import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'
import { users } from './users.ts'

// A student's connected mailbox (one per user). The app password is stored encrypted (AES-256-GCM) with the id
// of the key that encrypted it, so keys can rotate; only the mailbox module decrypts it. Deleting the row
// (disconnect) removes the secret and the sync cursor together.
export const mailboxes = pgTable('mailboxes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  provider: text('provider').notNull(),
  username: text('username').notNull(),
  imapHost: text('imap_host').notNull(),
  imapPort: integer('imap_port').notNull(),
  imapSecurity: text('imap_security').notNull(),
  smtpHost: text('smtp_host').notNull(),
  smtpPort: integer('smtp_port').notNull(),
  smtpSecurity: text('smtp_security').notNull(),
  secretKeyId: text('secret_key_id').notNull(),
  // base64 of iv (12 bytes) + tag (16 bytes) + ciphertext
  secretCiphertext: text('secret_ciphertext').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  pausedReason: text('paused_reason'),
  // a personal account's safety limit: new emails a day, follow-ups included (the student may raise it to 100)
  dailyLimit: integer('daily_limit').notNull().default(30),
  // IANA zone for the sending window (08:00-20:00 there unless the student picks a time) and the quick picks
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  // the INBOX sync cursor (UIDVALIDITY + last UID seen)
  syncUidValidity: bigint('sync_uid_validity', { mode: 'number' }),
  syncLastUid: bigint('sync_last_uid', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export type MailboxRow = typeof mailboxes.$inferSelect
