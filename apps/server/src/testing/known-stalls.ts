/**
 * Routes known to stall the event loop past the guard's limit, while their fix is under way. The guard
 * (event-loop-guard.test.ts) still sends them their worst case: it FAILS when one of them no longer stalls,
 * so remove the entry in the commit that fixes the route. A stall on a route not listed here fails too.
 *
 * `shape` names the worst-case shape that stalls it (tried first, so the guard stops after one slow request).
 */
export interface KnownStall {
  method: string
  url: string
  shape?: string
  reason: string
}

export const KNOWN_STALLS: readonly KnownStall[] = []
