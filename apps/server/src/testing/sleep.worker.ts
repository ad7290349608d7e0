// A worker for lib/worker-pool.test.ts: holds its thread for the given milliseconds, as a long parse would.
export default function sleep(ms: number): number {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
  return ms
}
