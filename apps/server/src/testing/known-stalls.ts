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

export const KNOWN_STALLS: readonly KnownStall[] = [
  {
    method: 'POST',
    url: '/api/admin/startups/import',
    shape: 'aaaa',
    reason: 'a 5,000-row dry run is parsed and checked on the main thread (0.8-1.5 s): parse in a worker',
  },
  {
    method: 'POST',
    url: '/api/admin/startups/restore',
    shape: 'aaaa',
    reason:
      'a snapshot of 200 worst-case employees and 10,000 internship ids: 0.3-0.6 s saved, ~180 ms even when refused as invalid',
  },
  {
    method: 'POST',
    url: '/api/admin/startups',
    shape: '[[((',
    reason: 'a startup with 200 worst-case employees and 30 tags: 0.24-0.35 s on the main thread',
  },
  {
    method: 'PUT',
    url: '/api/admin/startups/:id',
    shape: ':::x',
    reason: 'the same save as a create, 200 worst-case employees and 30 tags: 0.19-0.25 s',
  },
]
