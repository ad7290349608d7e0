// Reads a server's heap from outside through the V8 inspector: a full garbage collection first, then
// process.memoryUsage(), so "heap used" is what is still reachable, not garbage V8 has not bothered to collect
// yet. RSS alone cannot tell a leak from an old space that grows because memory is plentiful.
import { freePort } from './server.ts'

// Long enough for a heap snapshot of a few hundred MB on a busy machine.
const ANSWER_TIMEOUT_MS = 120_000

export interface HeapFigures {
  heapUsedMb: number
  heapTotalMb: number
  rssMb: number
  externalMb: number
}

/** `--inspect` on a free loopback port: pass to startServer({ nodeArgs }) and then to HeapProbe.connect. */
export async function inspectorArgs(): Promise<{ args: string[]; port: number }> {
  const port = await freePort()
  return { args: [`--inspect=127.0.0.1:${port}`], port }
}

export class HeapProbe {
  #ws: WebSocket
  #nextId = 1
  #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()

  private constructor(ws: WebSocket) {
    this.#ws = ws
    ws.addEventListener('message', (event) => {
      const msg = JSON.parse(String(event.data)) as {
        id?: number
        result?: unknown
        error?: { message: string }
      }
      if (msg.id === undefined) return
      const waiter = this.#pending.get(msg.id)
      this.#pending.delete(msg.id)
      if (msg.error) waiter?.reject(new Error(msg.error.message))
      else waiter?.resolve(msg.result)
    })
  }

  static async connect(port: number): Promise<HeapProbe> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
      webSocketDebuggerUrl: string
    }[]
    const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl)
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener('open', () => resolve(), { once: true })
      ws.addEventListener('error', () => reject(new Error('inspector: could not connect')), { once: true })
    })
    return new HeapProbe(ws)
  }

  // A server whose process has ended keeps its inspector open ("Waiting for the debugger to disconnect") and
  // answers nothing: without a limit the caller would wait for ever.
  #send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id)
        reject(
          new Error(
            `inspector: no answer to ${method} in ${ANSWER_TIMEOUT_MS / 1000} s: has the server ended?`,
          ),
        )
      }, ANSWER_TIMEOUT_MS)
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer)
          done(value)
        }
      this.#pending.set(id, { resolve: settle(resolve), reject: settle(reject) })
      this.#ws.send(JSON.stringify({ id, method, params }))
    })
  }

  async #evaluate<T>(expression: string): Promise<T> {
    const { result } = (await this.#send('Runtime.evaluate', { expression, returnByValue: true })) as {
      result: { value: T }
    }
    return result.value
  }

  /** Heap figures after a full collection. */
  async afterGc(): Promise<HeapFigures> {
    // twice: the first pass runs finalizers (weak maps, FinalizationRegistry) that free more on the second
    await this.#send('HeapProfiler.collectGarbage')
    await this.#send('HeapProfiler.collectGarbage')
    return this.now()
  }

  /** Heap figures as they stand, garbage included (what the process holds). */
  async now(): Promise<HeapFigures> {
    const m = await this.#evaluate<NodeJS.MemoryUsage>('process.memoryUsage()')
    const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10
    return {
      heapUsedMb: mb(m.heapUsed),
      heapTotalMb: mb(m.heapTotal),
      rssMb: mb(m.rss),
      externalMb: mb(m.external),
    }
  }

  /** Writes a .heapsnapshot in the server process (open two in Chrome DevTools, "Comparison" view). */
  async snapshot(file: string): Promise<string> {
    return this.#evaluate<string>(
      `process.getBuiltinModule('node:v8').writeHeapSnapshot(${JSON.stringify(file)})`,
    )
  }

  close() {
    this.#ws.close()
  }
}
