import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  document.head.innerHTML = ''
  vi.resetModules()
})

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

describe('modulePreload', () => {
  it('preloads the files the page names for the part, each once, without importing them', async () => {
    document.head.innerHTML =
      '<meta name="coldstart:idle-preloads" content="composer /assets/a.js /assets/b.js;customize-template /assets/c.js /assets/b.js">'
    const { modulePreload } = await import('./idle-preloads')
    expect(modulePreload('composer')).toBe(true)
    expect(modulePreload('customize-template')).toBe(true)
    expect(modulePreload('composer')).toBe(true)
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
    expect(document.head.querySelector('link')?.crossOrigin).toBe('')
  })

  it('says so where the page names none (the dev server): the caller imports the part instead', async () => {
    const { modulePreload } = await import('./idle-preloads')
    expect(modulePreload('composer')).toBe(false)
    expect(preloads()).toEqual([])
  })
})
