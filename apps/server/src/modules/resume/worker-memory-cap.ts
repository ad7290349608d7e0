// A worker's resourceLimits bound its JS heap only: the bytes pdf.js inflates a stream into, and every file's
// copy, are ArrayBuffers outside that heap, so a decompression bomb grows the process through them unchecked.
// So each parser worker checks its own array buffers (process.memoryUsage() counts this thread's allocator) and
// ends itself past the cap: the task fails with ARRAY_BUFFER_CAP_MESSAGE, and a new thread takes its place.
// pdf.js yields between operations, so the check runs while it reads; the PDF decode budget
// (pdf-stream-budget.ts) keeps a real resume far below the cap.

/** What one parser worker's array buffers may hold: the 48 MB decode budget, doubled as a buffer grows, and more. */
export const WORKER_MAX_ARRAY_BUFFER_BYTES = 192 * 1024 * 1024
export const ARRAY_BUFFER_CAP_MESSAGE = 'the resume worker passed its array-buffer cap'
const CHECK_EVERY_MS = 20

/** Starts the check in this worker thread (it never keeps the thread alive). */
export function capWorkerArrayBuffers(capBytes = WORKER_MAX_ARRAY_BUFFER_BYTES) {
  const timer = setInterval(() => {
    if (process.memoryUsage().arrayBuffers > capBytes) {
      clearInterval(timer)
      // uncaught in a worker: the thread ends and piscina rejects its task with this error
      throw new Error(ARRAY_BUFFER_CAP_MESSAGE)
    }
  }, CHECK_EVERY_MS)
  timer.unref()
}
