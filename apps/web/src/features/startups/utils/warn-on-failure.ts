/**
 * Awaits a request and logs its failure as a warning before passing it on. SPEC §8: directory failures are
 * only logged while the page shows its empty or failure state; a warning, since the page itself is not
 * broken. A request the caller abandoned (aborted) is not worth a line.
 */
export async function warnOnFailure<T>(what: string, request: Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (!signal?.aborted) console.warn(`Could not load ${what}`, error)
    throw error
  }
}
