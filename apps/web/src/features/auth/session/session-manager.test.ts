// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const user = {
  id: '6f1c1e9a-2b9d-4c43-9a57-0d1f2f0c4a11',
  email: 'asha@example.com',
  fullName: 'Asha Rao',
  avatarUrl: null,
}
const nowSeconds = () => Math.floor(Date.now() / 1000)
const session = (token: string, expiresIn = 900) => ({
  access_token: token,
  token_type: 'bearer',
  expires_in: expiresIn,
  expires_at: nowSeconds() + expiresIn,
  user,
})

// The manager keeps one session per page in module state: each test loads a fresh copy.
async function load() {
  vi.resetModules()
  const manager = await import('./session-manager')
  const events: [string, string | null][] = []
  manager.onAuthStateChange((event, s) => events.push([event, s?.access_token ?? null]))
  return { manager, events, token: await import('@/lib/auth-token') }
}

function stubFetch(...responses: (Response | Error)[]) {
  const fetchMock = vi.fn(async () => {
    const next = responses.shift()
    if (!next) throw new Error('unexpected fetch')
    if (next instanceof Error) throw next
    return next
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const setHint = (on: boolean) => {
  document.cookie = on ? 'coldstart_signed_in=1; path=/' : 'coldstart_signed_in=; path=/; max-age=0'
}

describe('session manager', () => {
  beforeEach(() => setHint(true))
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    setHint(false)
  })

  it('starts signed out, without asking the server, when there is no session cookie', async () => {
    setHint(false)
    const fetchMock = stubFetch()
    const { manager, events } = await load()
    await manager.initialize()
    expect(events).toEqual([['INITIAL_SESSION', null]])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says when the first session check has gone out (main.tsx renders after it), at once when there is none', async () => {
    let answer = (_: Response) => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const { manager } = await load()
    const initialized = manager.initialize()
    await manager.sessionCheckSent() // resolves while the answer is still outstanding
    expect(fetchMock).toHaveBeenCalledTimes(1)
    answer(Response.json(session('t1')))
    await initialized

    setHint(false)
    const signedOut = await load()
    void signedOut.manager.initialize()
    await signedOut.manager.sessionCheckSent()
  })

  it('restores the initial session from the refresh cookie, once, however many callers ask', async () => {
    const fetchMock = stubFetch(Response.json(session('t1')))
    const { manager, events, token } = await load()
    const [a, b] = await Promise.all([
      token.waitForAccessToken(),
      token.waitForAccessToken(),
      manager.initialize(),
    ])
    expect([a, b]).toEqual(['t1', 't1'])
    expect(events).toEqual([['INITIAL_SESSION', 't1']])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }))
    expect(token.getAccessToken()).toBe('t1')
  })

  it('clears auth when the initial check fails (401 or otherwise)', async () => {
    stubFetch(Response.json({ message: 'Auth session missing!' }, { status: 401 }))
    const { manager, events } = await load()
    await manager.initialize()
    expect(events).toEqual([['INITIAL_SESSION', null]])
  })

  it('retries 502, 503 and 504 with backoff from 200 ms, doubling', async () => {
    vi.useFakeTimers()
    const busy = (status: number) => new Response('busy', { status })
    const fetchMock = stubFetch(busy(502), busy(503), busy(504), Response.json(session('t2')))
    const { manager, events } = await load()
    const done = manager.initialize()
    await vi.advanceTimersByTimeAsync(199)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(399)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1 + 800)
    await done
    expect(fetchMock).toHaveBeenCalledTimes(4)
    expect(events).toEqual([['INITIAL_SESSION', 't2']])
  })

  it('does not retry other errors', async () => {
    const fetchMock = stubFetch(Response.json({ message: 'Invalid login credentials' }, { status: 400 }))
    const { manager } = await load()
    await expect(manager.signInWithPassword({ email: 'a@example.com', password: 'x' })).rejects.toMatchObject(
      {
        status: 400,
        message: 'Invalid login credentials',
      },
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('ticks every 30 s and refreshes when at most 3 ticks are left', async () => {
    vi.useFakeTimers()
    stubFetch(Response.json(session('t1', 200)), Response.json(session('t2', 900)))
    const { manager, events } = await load()
    await manager.initialize()
    expect(manager.needsRefresh(manager.getSession()!)).toBe(false) // 200 s left: 6 ticks
    manager.startAutoRefresh()
    await vi.advanceTimersByTimeAsync(30_000) // 170 s left: 5 ticks
    await vi.advanceTimersByTimeAsync(30_000) // 140 s: 4 ticks
    expect(events.map(([e]) => e)).toEqual(['INITIAL_SESSION'])
    await vi.advanceTimersByTimeAsync(30_000) // 110 s: 3 ticks
    expect(events).toEqual([
      ['INITIAL_SESSION', 't1'],
      ['TOKEN_REFRESHED', 't2'],
    ])
  })

  it('signs out when a refresh is refused', async () => {
    stubFetch(
      Response.json(session('t1')),
      Response.json({ message: 'Invalid Refresh Token: Already Used' }, { status: 401 }),
    )
    const { manager, events, token } = await load()
    await manager.initialize()
    expect(await token.refreshAccessToken()).toBeNull()
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null])
    expect(token.getAccessToken()).toBeNull()
  })

  it('emits signed in, password recovery, user updated and signed out', async () => {
    setHint(false)
    const updated = { ...user, fullName: 'Asha S Rao' }
    stubFetch(
      Response.json(session('a')),
      Response.json(session('b')),
      Response.json(updated),
      new Response(null, { status: 204 }),
    )
    const { manager, events } = await load()
    await manager.signInWithPassword({ email: user.email, password: 'correct horse' })
    await manager.verifyRecoveryToken('x'.repeat(43))
    await manager.updateUser({ fullName: 'Asha S Rao' })
    expect(manager.getSession()?.user.fullName).toBe('Asha S Rao')
    await manager.signOut()
    expect(events).toEqual([
      ['SIGNED_IN', 'a'],
      ['PASSWORD_RECOVERY', 'b'],
      ['USER_UPDATED', 'b'],
      ['SIGNED_OUT', null],
    ])
  })

  it('still ends the session locally when the server cannot be told', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setHint(false)
    stubFetch(Response.json(session('a')), new Response('no', { status: 500 }))
    const { manager, events } = await load()
    await manager.signInWithPassword({ email: user.email, password: 'correct horse' })
    await manager.signOut()
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null])
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
