// The mailbox sync's public surface: the sending side calls syncMailboxNow before a follow-up goes.
export { createMailSync, type MailSync } from './create-mail-sync.ts'
export { MailboxAwayError, type SyncOutcome } from './mailbox-sync.ts'
export { mailSyncRoutes } from './mail-sync.routes.ts'
