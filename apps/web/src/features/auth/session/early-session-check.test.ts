// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

// public/early.js sends the page's session check from <head>; the session manager must take that answer
// instead of sending a second check (which would spend the refresh token the first one just rotated).
const session = {
  access_token: 'early-token',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  user: {
    id: '6f1c1e9a-2b9d-4c43-9a57-0d1f2f0c4a11',
    email: 'asha@example.com',
    fullName: null,
    avatarUrl: null,
  },
}

const setHint = (on: boolean) => {
  document.cookie = on ? 'coldstart_signed_in=1; path=/' : 'coldstart_signed_in=; path=/; max-age=0'
}

/** Runs public/early.js afresh (as a page load would), then loads a fresh session manager. */
async function loadPage(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async (..._args: unknown[]) => {
    const next = answers.shift()
    if (!next) throw new Error('unexpected fetch')
    if (next instanceof Error) throw next
    return next
  })
  vi.stubGlobal('fetch', fetchMock)
  vi.resetModules()
  // @ts-expect-error: a plain script with no module exports
  await import('../../../../public/early.js')
  const sentEarly = fetchMock.mock.calls.length
  const manager = await import('./session-manager')
  const events: [string, string | null][] = []
  manager.onAuthStateChange((event, s) => events.push([event, s?.access_token ?? null]))
  return { manager, events, fetchMock, sentEarly }
}

describe('the session check sent by public/early.js', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    setHint(false)
    delete window.coldstartEarlySessionCheck
  })

  it('is sent before the app runs, to the refresh route, and the app takes its answer without asking again', async () => {
    setHint(true)
    const { manager, events, fetchMock, sentEarly } = await loadPage(Response.json(session))
    expect(sentEarly).toBe(1)
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/auth/refresh',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    ])
    await manager.initialize()
    await manager.sessionCheckSent()
    expect(events).toEqual([['INITIAL_SESSION', 'early-token']])
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('is not sent without the signed-in cookie', async () => {
    const { manager, events, sentEarly } = await loadPage()
    expect(sentEarly).toBe(0)
    await manager.initialize()
    expect(events).toEqual([['INITIAL_SESSION', null]])
  })

  it('signs the page out when the server refuses it, like the app’s own check', async () => {
    setHint(true)
    const refused = Response.json({ message: 'Invalid Refresh Token' }, { status: 401 })
    const { manager, events, fetchMock } = await loadPage(refused)
    await manager.initialize()
    expect(events).toEqual([['INITIAL_SESSION', null]])
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('is sent again by the app when it failed in transit (no network, a proxy’s 502)', async () => {
    setHint(true)
    for (const failure of [new TypeError('Failed to fetch'), new Response('Bad gateway', { status: 502 })]) {
      const { manager, events, fetchMock } = await loadPage(failure, Response.json(session))
      await manager.initialize()
      expect(events).toEqual([['INITIAL_SESSION', 'early-token']])
      expect(fetchMock).toHaveBeenCalledTimes(2)
    }
  })

  it('answers only the first check: a later refresh goes to the server', async () => {
    setHint(true)
    const later = { ...session, access_token: 'later-token' }
    const { manager, events, fetchMock } = await loadPage(Response.json(session), Response.json(later))
    await manager.initialize()
    expect(await manager.refreshSession()).toBe('later-token')
    expect(events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED'])
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
