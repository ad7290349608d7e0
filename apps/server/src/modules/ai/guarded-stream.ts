import { AiUnavailableError } from './text-model.ts'

export interface GuardOptions {
  /** the caller's signal: the browser went away, or the caller gave up */
  signal?: AbortSignal
  /** the longest wait for the first chunk and between chunks */
  timeoutMs: number
  /** extra attempts after a retryable failure that happened before any text was yielded */
  retries?: number
  /** HTTP status of an upstream error, when it has one */
  statusOf: (error: unknown) => number | undefined
}

/** 429 and 5xx are worth one more try; 4xx are not (a bad key stays bad); network errors and timeouts are. */
function retryable(status: number | undefined) {
  return status === undefined || status === 429 || status >= 500
}

/**
 * Runs an upstream stream under a watchdog: each attempt gets its own AbortController tied to the caller's
 * signal, so a timeout or a closed browser aborts the HTTP call itself, not only our loop. Retries once
 * (429, 5xx, network, timeout) while nothing has been yielded yet; a failure after text has gone out cannot
 * be retried without repeating it. Every upstream failure becomes AiUnavailableError; a caller abort
 * rethrows the caller's reason.
 */
export async function* guardedStream(
  open: (signal: AbortSignal) => Promise<AsyncIterable<string>>,
  { signal, timeoutMs, retries = 1, statusOf }: GuardOptions,
): AsyncGenerator<string> {
  for (let attempt = 0; ; attempt++) {
    signal?.throwIfAborted()
    const controller = new AbortController()
    const onAbort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', onAbort, { once: true })
    let timer: NodeJS.Timeout | undefined
    let timedOut = false
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        timedOut = true
        controller.abort(new Error(`no answer within ${timeoutMs} ms`))
      }, timeoutMs)
    }
    let yielded = false
    try {
      arm()
      const stream = await untilAborted(open(controller.signal), controller.signal)
      for await (const chunk of raceAbort(stream, controller.signal)) {
        arm()
        if (!chunk) continue
        yielded = true
        yield chunk
      }
      return
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      const status = timedOut ? undefined : statusOf(error)
      if (!yielded && attempt < retries && retryable(status)) continue
      const what = timedOut ? 'timed out' : status ? `answered ${status}` : 'failed'
      throw new AiUnavailableError(`The AI service ${what}`, { cause: error })
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      // stops the upstream body when the consumer leaves early (return/throw from its for-await)
      controller.abort()
    }
  }
}

/** Settles with the promise, or rejects as soon as the signal aborts (an SDK may ignore it while connecting). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return Promise.race([promise, abortedPromise(signal)])
}

function abortedPromise(signal: AbortSignal): Promise<never> {
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'))
    if (signal.aborted) fail()
    else signal.addEventListener('abort', fail, { once: true })
  })
  aborted.catch(() => {})
  return aborted
}

/** Iterates a stream but stops at once when the signal aborts, even if the SDK is stuck awaiting a read. */
async function* raceAbort<T>(stream: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = stream[Symbol.asyncIterator]()
  const aborted = abortedPromise(signal)
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted])
      if (next.done) return
      yield next.value
    }
  } finally {
    void Promise.resolve(iterator.return?.()).catch(() => {})
  }
}
