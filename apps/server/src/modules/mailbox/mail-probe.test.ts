import { describe, expect, it } from 'vitest'
import { classifyMailError } from './mail-probe.ts'

// Errors as imapflow and nodemailer raise them for the providers' real answers.
describe('classifyMailError', () => {
  it('tells Gmail’s "app password needed" from a wrong password', () => {
    const imapGmail = Object.assign(new Error('Command failed'), {
      authenticationFailed: true,
      responseText:
        '[ALERT] Application-specific password required: https://support.google.com/accounts/answer/185833 (Failure)',
      serverResponseCode: 'ALERT',
    })
    const smtpGmail = Object.assign(
      new Error('Invalid login: 534-5.7.9 Application-specific password required.'),
      {
        code: 'EAUTH',
        response:
          '534-5.7.9 Application-specific password required. Learn more at https://support.google.com/mail/?p=InvalidSecondFactor',
      },
    )
    expect(classifyMailError(imapGmail)).toBe('app-password-required')
    expect(classifyMailError(smtpGmail)).toBe('app-password-required')
    const wrong = Object.assign(new Error('Invalid login: 535 5.7.8 Authentication credentials invalid'), {
      code: 'EAUTH',
    })
    expect(classifyMailError(wrong)).toBe('wrong-password')
    expect(
      classifyMailError(
        Object.assign(new Error('Authentication failed'), {
          authenticationFailed: true,
          serverResponseCode: 'AUTHENTICATIONFAILED',
        }),
      ),
    ).toBe('wrong-password')
  })

  it('takes a refusal the server marks as temporary for a server away, not a wrong password', () => {
    // Dovecot while its login service restarts; Gmail when it throttles sign-ins
    const imapAway = Object.assign(new Error('Command failed'), {
      authenticationFailed: true,
      responseText: '[UNAVAILABLE] Temporary authentication failure. [host:2026-11-28 18:30:00]',
      serverResponseCode: 'UNAVAILABLE',
    })
    const smtpAway = Object.assign(
      new Error('Invalid login: 454 4.7.0 Too many login attempts, please try again later.'),
      { code: 'EAUTH', responseCode: 454 },
    )
    expect(classifyMailError(imapAway)).toBe('refused')
    expect(classifyMailError(smtpAway)).toBe('refused')
    const smtpWrong = Object.assign(
      new Error('Invalid login: 535 5.7.8 Authentication credentials invalid'),
      {
        code: 'EAUTH',
        responseCode: 535,
      },
    )
    expect(classifyMailError(smtpWrong)).toBe('wrong-password')
  })

  it('names unreachable hosts, timeouts and refused TLS', () => {
    expect(
      classifyMailError(
        Object.assign(new Error('connect ECONNREFUSED 1.2.3.4:993'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe('unreachable')
    expect(
      classifyMailError(Object.assign(new Error('Connection timeout'), { code: 'CONNECT_TIMEOUT' })),
    ).toBe('timed-out')
    expect(
      classifyMailError(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' })),
    ).toBe('timed-out')
    expect(
      classifyMailError(
        Object.assign(new Error('wrong version number'), { code: 'ERR_SSL_WRONG_VERSION_NUMBER' }),
      ),
    ).toBe('tls-refused')
    expect(
      classifyMailError(
        Object.assign(new Error("Hostname/IP does not match certificate's altnames"), {
          code: 'ERR_TLS_CERT_ALTNAME_INVALID',
        }),
      ),
    ).toBe('tls-refused')
    expect(classifyMailError(new Error('something else'))).toBe('refused')
  })
})
