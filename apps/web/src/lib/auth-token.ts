// The access token lives in memory only (never in storage, where any script could read it). The auth
// feature registers where it comes from; api-client and other features read it from here, so they never
// import the auth feature.

export interface AccessTokenSource {
  /** the token now: null when signed out or while the first session is still loading */
  current(): string | null
  /** the token once a pending sign-in or refresh has settled (refreshed first when about to expire) */
  ready(): Promise<string | null>
  /** after a 401: a freshly refreshed token, or null when the session is over */
  refresh(): Promise<string | null>
}

let source: AccessTokenSource | null = null

export function setAccessTokenSource(next: AccessTokenSource | null) {
  source = next
}

/** For fire-and-forget calls that cannot wait (page views): whatever token there is right now. */
export function getAccessToken(): string | null {
  return source?.current() ?? null
}

export function waitForAccessToken(): Promise<string | null> {
  return source ? source.ready() : Promise.resolve(null)
}

let refreshing: Promise<string | null> | null = null

/** A refreshed token, or null when the session is over. Calls made meanwhile share the one refresh. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (source ? source.refresh() : Promise.resolve(null)).finally(() => {
    refreshing = null
  })
  return refreshing
}

/**
 * Runs one request with the access token (any transport: fetch, XMLHttpRequest). A 401 to a request that
 * carried a token is tried once more: with the token another request already renewed, else after one refresh
 * of the rotating cookie, shared by every request that hit 401 together. When the refresh fails the session is
 * over (its owner signs out) and the 401 stands. `wait: false` is for a request that must leave now (a page
 * closing): it takes the token in memory and is never retried.
 */
export async function withAccessToken<R extends { status: number }>(
  request: (token: string | null) => Promise<R>,
  { wait = true }: { wait?: boolean } = {},
): Promise<R> {
  const token = wait ? await waitForAccessToken() : getAccessToken()
  const first = await request(token)
  if (first.status !== 401 || !token || !wait) return first
  const current = getAccessToken()
  const next = current && current !== token ? current : await refreshAccessToken()
  return next ? request(next) : first
}
