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

export function refreshAccessToken(): Promise<string | null> {
  return source ? source.refresh() : Promise.resolve(null)
}
