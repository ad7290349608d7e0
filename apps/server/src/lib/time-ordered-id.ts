import { randomBytes } from 'node:crypto'

let lastMs = 0
let sequence = 0

/**
 * A UUID version 7: the millisecond first, then a counter within that millisecond, then random bits. Ids made
 * by one process sort in the order they were made, even within one millisecond (where the database's clock
 * may give two rows the same time); across processes they sort by their millisecond.
 */
export function timeOrderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now
    sequence = 0
  } else if (++sequence > 0xfff) {
    // 4,096 ids in one millisecond: borrow the next one, keeping the order
    lastMs += 1
    sequence = 0
  }
  const bytes = randomBytes(16)
  bytes.writeUIntBE(lastMs, 0, 6)
  bytes[6] = 0x70 | (sequence >> 8)
  bytes[7] = sequence & 0xff
  bytes[8] = 0x80 | (bytes[8]! & 0x3f)
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
