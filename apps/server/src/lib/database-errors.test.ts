import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-errors.ts'

const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})

describe('isDatabaseUnavailable', () => {
  it.each([
    ['server stopped', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection cut', new Error('Connection terminated unexpectedly')],
    ['admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['refusing connections', withCode('database "x" is not currently accepting connections', '55000')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'wrapped by drizzle',
      Object.assign(new Error('Failed query: select 1'), {
        cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED'),
      }),
    ],
    ['IPv4 and IPv6 both refused', Object.assign(new AggregateError([withCode('x', 'ECONNREFUSED')]), {})],
  ])('%s → yes', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true)
  })

  it.each([
    ['a bad query', withCode('syntax error at or near "selec"', '42601')],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['NUL in text', withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['nothing', undefined],
  ])('%s → no', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false)
  })
})
