// The mailbox module's public surface: other modules (sending, sync) use the service, never the sealed secret.
export { createMailbox } from './create-mailbox.ts'
export { MailboxConnectFailure, type MailboxService } from './mailbox.service.ts'
export type { PinnedServer, MailLogin } from './mail-connections.ts'
export { classifyMailError } from './mail-probe.ts'
