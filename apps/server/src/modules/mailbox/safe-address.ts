import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/** Never reachable, even with private hosts allowed: cloud metadata, "this host", multicast and reserved. */
const alwaysBlocked = new BlockList()
alwaysBlocked.addAddress('169.254.169.254')
alwaysBlocked.addAddress('fd00:ec2::254', 'ipv6')
alwaysBlocked.addSubnet('0.0.0.0', 8)
alwaysBlocked.addSubnet('224.0.0.0', 4)
alwaysBlocked.addSubnet('240.0.0.0', 4)
alwaysBlocked.addAddress('::', 'ipv6')
alwaysBlocked.addSubnet('ff00::', 8, 'ipv6')

/** Inside this server's own networks: refused unless MAILBOX_ALLOW_PRIVATE_HOSTS. */
const privateRanges = new BlockList()
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
] as const) {
  privateRanges.addSubnet(net, prefix)
}
for (const [net, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['100::', 64],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6')
}

export type AddressCheck =
  { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: 'private' | 'unresolved' }

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase()
  const dotted = /^(?:::ffff:|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower)
  if (dotted) return dotted[1]!
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
  if (!hex) return null
  const [hi, lo] = [Number.parseInt(hex[1]!, 16), Number.parseInt(hex[2]!, 16)]
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
}

export function classifyAddress(address: string): 'blocked' | 'private' | 'public' {
  const v4 = isIP(address) === 6 ? embeddedIpv4(address) : null
  if (v4) return classifyAddress(v4)
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
  if (alwaysBlocked.check(address, type)) return 'blocked'
  if (privateRanges.check(address, type)) return 'private'
  return 'public'
}

/**
 * Resolves `host` once and checks every address it names; the caller then connects to the returned address
 * (never the name again), so a second, rebound DNS answer cannot point the connection elsewhere.
 */
export async function resolveMailHost(
  host: string,
  { allowPrivate, resolve = lookup }: { allowPrivate: boolean; resolve?: typeof lookup },
): Promise<AddressCheck> {
  const bare = host.replace(/^\[(.*)\]$/, '$1')
  let answers: { address: string; family: number }[]
  try {
    answers = isIP(bare)
      ? [{ address: bare, family: isIP(bare) }]
      : await resolve(bare, { all: true, verbatim: true })
  } catch {
    return { ok: false, reason: 'unresolved' }
  }
  if (answers.length === 0) return { ok: false, reason: 'unresolved' }
  for (const { address } of answers) {
    const kind = classifyAddress(address)
    if (kind === 'blocked' || (kind === 'private' && !allowPrivate)) return { ok: false, reason: 'private' }
  }
  const first = answers[0]!
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 }
}

export const isPrivateAddress = (address: string) => classifyAddress(address) !== 'public'
