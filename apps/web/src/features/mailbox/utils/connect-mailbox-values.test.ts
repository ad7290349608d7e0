// @vitest-environment node
import { connectMailboxBody } from '@coldstart/contract'
import { describe, expect, it } from 'vitest'
import { connectMailboxValues, providerOf, toConnectBody } from './connect-mailbox-values'

describe('the mailbox connect form', () => {
  it('picks the provider from the address until one is chosen by hand', () => {
    expect(providerOf({ address: 'asha@gmail.com', provider: null })).toBe('gmail')
    expect(providerOf({ address: 'asha@gmail.com', provider: 'other' })).toBe('other')
  })

  it('sends the trimmed address and password, and the servers only for "Other"', () => {
    const values = { ...connectMailboxValues('asha@gmail.com'), password: ' abcd efgh ' }
    expect(toConnectBody(values)).toEqual({
      address: 'asha@gmail.com',
      provider: 'gmail',
      password: 'abcd efgh',
    })
    expect(toConnectBody({ ...values, address: ' asha@gmail.com ', provider: 'gmail' }).address).toBe(
      'asha@gmail.com',
    )
    const other = toConnectBody({
      ...values,
      provider: 'other',
      imap: { host: 'mail.example.com', port: '993', security: 'tls' },
    })
    expect(other).toMatchObject({
      imap: { host: 'mail.example.com', port: 993, security: 'tls' },
      smtp: { host: '', port: 465, security: 'tls' },
    })
  })

  it('leaves the port as typed for the contract to refuse, on its field', () => {
    const body = toConnectBody({
      ...connectMailboxValues('asha@example.com'),
      provider: 'other',
      password: 'secret',
      imap: { host: 'mail.example.com', port: 'x', security: 'tls' },
      smtp: { host: 'mail.example.com', port: '465', security: 'tls' },
    })
    const paths = connectMailboxBody.safeParse(body).error?.issues.map((i) => i.path.join('.'))
    expect(paths).toEqual(['imap.port'])
  })
})
