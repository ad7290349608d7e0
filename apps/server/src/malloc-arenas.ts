// glibc's allocator gives each thread that allocates an arena of its own (up to 8 per core) and keeps what an
// arena grew to after the thread ends. The resume parser's worker threads come and go with uploads: each
// left ~15 MB resident behind in its arena, so RSS rose with every burst of uploads and stayed risen. Two
// arenas for the whole process bound that.
// The allocator also raises its own thresholds as it frees large blocks: past the first freed block of a
// size, blocks that size come from the heap instead of being mapped and given back, and the heap's top is
// trimmed less often. Held at glibc's starting values (128 KB), a block that large goes back to the system
// when freed: 30-50 MB less resident after an embedded database's start (PGlite loads its data folder in
// large blocks), and about 12 MB less after a burst of traffic on PostgreSQL (docs/decisions/070).
// The mmap threshold is held lower still, at 64 KB: every compressed response takes zlib's state in blocks of
// 64-84 KB (brotli's 128 KB and more). From the heap, freed between longer-lived blocks, they left holes the
// heap could not give back: 10-30 MB more resident after the load test's traffic.
// The allocator reads these only when a process starts.
export const MALLOC_SETTINGS = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: String(64 * 1024),
  MALLOC_TRIM_THRESHOLD_: '131072',
} as const

/**
 * Restarts this process image once with MALLOC_SETTINGS in its environment (execve: same process id, nothing
 * loaded yet but this module), unless they are already there or the platform has no execve.
 */
export function execWithMallocSettings(): void {
  if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX || !process.execve) return
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...MALLOC_SETTINGS,
  })
}
