/**
 * CPU time this thread has spent, in ms. Tests that bound how long a computation takes measure this instead of
 * the wall clock: a busy machine leaves the thread waiting for a core, which the wall clock counts and this
 * does not, while a super-linear pattern costs CPU every time.
 */
export function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage()
  return (user + system) / 1000
}

/** The CPU time `work` took on this thread, in ms, with its result. */
export async function cpuTimed<T>(work: () => T | Promise<T>): Promise<{ result: T; ms: number }> {
  const started = threadCpuMs()
  const result = await work()
  return { result, ms: threadCpuMs() - started }
}
