import { signedIn, type MatrixRow } from '../../testing/route-matrix.ts'

// The caller's own mailbox only: there is no id to name someone else's. The connect row points at a private
// address, refused (422) before any connection, so the matrix makes no network call.
export const MAILBOX_MATRIX: MatrixRow[] = [
  { method: 'GET', url: '/api/mailbox', expect: signedIn(200), note: "the caller's own mailbox" },
  {
    method: 'PUT',
    url: '/api/mailbox',
    expect: signedIn(422),
    note: 'a private host is refused after sign-in and validation, before connecting',
    request: () => ({
      body: {
        address: 'student@mail.test',
        provider: 'other',
        password: 'app-password',
        imap: { host: '127.0.0.1', port: 993, security: 'tls' },
        smtp: { host: '127.0.0.1', port: 465, security: 'tls' },
      },
    }),
  },
  { method: 'DELETE', url: '/api/mailbox', expect: signedIn(204), note: "forgets the caller's own mailbox" },
]
