import { describe, expect, it, vi } from 'vitest'

// public/early.js starts a page shell's scripts once its placeholder has painted (vite-plugins/route-shells.ts).
describe('a page shell’s scripts', () => {
  it('are asked for after the first paint: the entry as a module script, every chunk preloaded', async () => {
    document.head.innerHTML = `
      <meta name="coldstart:entry" content="/assets/index-1.js">
      <meta name="coldstart:modules" content="/assets/react-1.js /assets/startups-1.js">`
    // @ts-expect-error: a plain script with no module exports
    await import('../../public/early.js')
    expect(document.querySelector('script[type="module"]')).toBeNull() // not before the paint

    // after the paint, however long the frame takes
    const script = await vi.waitFor(() => {
      const added = document.querySelector<HTMLScriptElement>('script[type="module"]')
      if (!added) throw new Error('the entry script is not asked for yet')
      return added
    })
    expect(script.getAttribute('src')).toBe('/assets/index-1.js')
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/react-1.js',
      '/assets/startups-1.js',
    ])
  })
})
