// A process's resident memory by what holds it, read from /proc/<pid>/smaps: RSS alone cannot say whether
// growth is V8's heap, the allocator's heap or a thread's arena, and each has a different remedy.
import fs from 'node:fs/promises'

export const RSS_KINDS = [
  'V8 heap pages',
  'allocator main heap',
  'allocator arenas',
  'other anonymous',
  'files',
] as const
export type RssByKind = Record<(typeof RSS_KINDS)[number], number>

// V8 maps its heap in pages of 256 KB; glibc's thread arenas are heaps of at most 64 MB aligned to 64 MB.
const V8_PAGE_KB = 256
const ARENA_ALIGN = 64 * 1024 * 1024
const RANGE = /^([0-9a-f]+)-([0-9a-f]+)$/
const RSS_LINE = /^Rss:\s+(\d+) kB/

function kindOf(start: number, end: number, name: string): keyof RssByKind {
  if (name === '[heap]') return 'allocator main heap'
  if (name.startsWith('/')) return 'files'
  if (name !== '') return 'other anonymous'
  const kb = (end - start) / 1024
  if (kb === V8_PAGE_KB) return 'V8 heap pages'
  if (start % ARENA_ALIGN === 0 && kb <= ARENA_ALIGN / 1024) return 'allocator arenas'
  return 'other anonymous'
}

/** MB resident by kind (Linux only: empty figures elsewhere). */
export async function rssByKind(pid: number): Promise<RssByKind> {
  const figures = Object.fromEntries(RSS_KINDS.map((k) => [k, 0])) as RssByKind
  const smaps = await fs.readFile(`/proc/${pid}/smaps`, 'utf8').catch(() => '')
  let kind: keyof RssByKind = 'other anonymous'
  for (const line of smaps.split('\n')) {
    // a mapping's line: range, permissions, offset, device, inode, then its name if it has one
    const fields = line.split(' ').filter(Boolean)
    const range = RANGE.exec(fields[0] ?? '')
    if (range) {
      kind = kindOf(Number.parseInt(range[1]!, 16), Number.parseInt(range[2]!, 16), fields.slice(5).join(' '))
      continue
    }
    const rss = RSS_LINE.exec(line)
    if (rss) figures[kind] += Number(rss[1]) / 1024
  }
  return figures
}
