// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

// public/early.js, on a page shell (vite-plugins/route-shells.ts), starts the page's first reads once its
// session check answers; the API client takes each answer when the page asks for exactly that path.
const session = {
  access_token: 'early-token',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  user: {},
}
const startup = { id: 'abc', name: 'Nine Rupee Games' }

async function loadShell(path: string, reads: object[], ...answers: Response[]) {
  window.history.pushState({}, '', path)
  document.cookie = 'coldstart_signed_in=1; path=/'
  document.head.innerHTML = `
    <meta name="coldstart:route" content="/app/startups/:id">
    <meta name="coldstart:reads" content='${JSON.stringify(reads)}'>`
  const fetchMock = vi.fn(
    async (..._args: unknown[]) => answers.shift() ?? Promise.reject(new Error('offline')),
  )
  vi.stubGlobal('fetch', fetchMock)
  vi.resetModules()
  // @ts-expect-error: a plain script with no module exports
  await import('../../public/early.js')
  const { api } = await import('./api-client')
  const manager = await import('@/features/auth/session/session-manager')
  return { api, manager, fetchMock }
}

describe('reads started by public/early.js', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.cookie = 'coldstart_signed_in=; path=/; max-age=0'
    delete window.coldstartEarlySessionCheck
    delete window.coldstartEarlyReads
    localStorage.clear()
  })

  it('go out with the session check’s token, and the page takes the answer instead of asking again', async () => {
    const { api, manager, fetchMock } = await loadShell(
      '/app/startups/abc',
      [{ path: '/startups/:id' }],
      Response.json(session),
      Response.json(startup),
      Response.json({ ...startup, name: 'Renamed' }),
    )
    await manager.initialize()
    expect(await api.get('/startups/abc')).toEqual(startup)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(fetchMock.mock.calls[1]).toEqual([
      '/api/startups/abc',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer early-token' }) }),
    ])
    // taken once: the next read of that path asks the server
    expect(await api.get('/startups/abc')).toEqual({ ...startup, name: 'Renamed' })
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('are not started when the page would ask for another path (stored filters) or without a session', async () => {
    localStorage.setItem('startup-filters', '{}')
    const stored = await loadShell(
      '/app/startups/abc',
      [{ path: '/startups?sort=latest&limit=24', unlessStored: 'startup-filters' }],
      Response.json(session),
    )
    await stored.manager.initialize()
    expect(stored.fetchMock).toHaveBeenCalledTimes(1) // the session check only

    const refused = Response.json({ message: 'Invalid Refresh Token' }, { status: 401 })
    const signedOut = await loadShell('/app/startups/abc', [{ path: '/startups/:id' }], refused)
    await signedOut.manager.initialize()
    await window.coldstartEarlyReads?.['/api/startups/abc']
    expect(signedOut.fetchMock).toHaveBeenCalledTimes(1)
  })

  it('leave the page to ask itself when the early answer is an error', async () => {
    const { api, manager, fetchMock } = await loadShell(
      '/app/startups/abc',
      [{ path: '/startups/:id' }],
      Response.json(session),
      Response.json({ message: 'Service unavailable' }, { status: 503 }),
      Response.json(startup),
    )
    await manager.initialize()
    expect(await api.get('/startups/abc')).toEqual(startup)
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })
})
