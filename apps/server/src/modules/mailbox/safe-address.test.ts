import { describe, expect, it } from 'vitest'
import { classifyAddress, resolveMailHost } from './safe-address.ts'

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'private'],
    ['10.0.0.5', 'private'],
    ['172.16.3.4', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.254', 'private'],
    ['169.254.10.10', 'private'],
    ['::1', 'private'],
    ['fe80::1', 'private'],
    ['fc00::1', 'private'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['169.254.169.254', 'blocked'],
    ['fd00:ec2::254', 'blocked'],
    ['0.0.0.0', 'blocked'],
    ['::', 'blocked'],
    ['224.0.0.1', 'blocked'],
    ['ff02::1', 'blocked'],
    ['142.250.4.108', 'public'],
    ['100.128.0.1', 'public'],
    ['2a00:1450:400c:c06::6d', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind)
  })
})

describe('resolveMailHost', () => {
  const answers = (...addresses: string[]) =>
    (async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))) as never

  it('gives the checked address to connect to', async () => {
    const r = await resolveMailHost('imap.example.com', {
      allowPrivate: false,
      resolve: answers('142.250.4.108'),
    })
    expect(r).toEqual({ ok: true, address: '142.250.4.108', family: 4 })
  })

  it('refuses a name when any of its addresses is private', async () => {
    const r = await resolveMailHost('rebind.example.com', {
      allowPrivate: false,
      resolve: answers('142.250.4.108', '127.0.0.1'),
    })
    expect(r).toEqual({ ok: false, reason: 'private' })
  })

  it('allows private addresses only when told, and cloud metadata never', async () => {
    expect(await resolveMailHost('10.0.0.2', { allowPrivate: true })).toMatchObject({ ok: true })
    expect(await resolveMailHost('169.254.169.254', { allowPrivate: true })).toEqual({
      ok: false,
      reason: 'private',
    })
    expect(await resolveMailHost('[fd00:ec2::254]', { allowPrivate: true })).toEqual({
      ok: false,
      reason: 'private',
    })
  })

  it('reports a name that does not resolve', async () => {
    const failing = (async () => {
      throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' })
    }) as never
    expect(await resolveMailHost('nowhere.invalid', { allowPrivate: false, resolve: failing })).toEqual({
      ok: false,
      reason: 'unresolved',
    })
  })
})
