// glibc's allocator gives each thread that allocates an arena of its own (up to 8 per core) and keeps what an
// arena grew to after the thread ends. The resume parser's worker threads come and go with uploads: each
// left ~15 MB resident behind in its arena, so RSS rose with every burst of uploads and stayed risen. Two
// arenas for the whole process bound that; the allocator reads the setting only when a process starts.
export const MALLOC_SETTINGS = { MALLOC_ARENA_MAX: '2' } as const

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
