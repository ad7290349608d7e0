import { providerForAddress, type MailboxProvider, type MailSecurity } from '@coldstart/contract'

/** One mail server's boxes, for "Other": the port is text until sent. */
export interface ServerValues {
  host: string
  port: string
  security: MailSecurity
}

/** What the connect form holds; `provider` is null until picked by hand (the address picks it till then). */
export interface ConnectMailboxValues {
  address: string
  provider: MailboxProvider | null
  password: string
  imap: ServerValues
  smtp: ServerValues
}

const emptyServer = (port: string): ServerValues => ({ host: '', port, security: 'tls' })

export const connectMailboxValues = (address: string): ConnectMailboxValues => ({
  address,
  provider: null,
  password: '',
  imap: emptyServer('993'),
  smtp: emptyServer('465'),
})

/** The provider shown: the one picked, else the address's. */
export const providerOf = (values: Pick<ConnectMailboxValues, 'address' | 'provider'>) =>
  values.provider ?? providerForAddress(values.address)

const toServer = (s: ServerValues) => ({ host: s.host, port: Number(s.port), security: s.security })

/** PUT /api/mailbox's body: the servers only for "Other". */
export function toConnectBody(values: ConnectMailboxValues) {
  const provider = providerOf(values)
  return {
    address: values.address.trim(),
    provider,
    password: values.password.trim(),
    ...(provider === 'other' && { imap: toServer(values.imap), smtp: toServer(values.smtp) }),
  }
}
