/**
 * Parts a page fetches while the student reads and evaluates only when opened, by name: each one's module
 * (a path under src, its own chunk through an import()). The build names each one's chunk files in every
 * page's HTML (vite-plugins/route-shells.ts, `idlePreloadsMeta`).
 */
export const IDLE_PRELOADS = {
  composer: 'features/composer/components/composer-dialog.tsx',
  'customize-template': 'features/templates/components/customize-template-dialog.tsx',
  'mobile-nav-sheet': 'components/layouts/mobile-nav-sheet.tsx',
} as const

export type IdlePreload = keyof typeof IDLE_PRELOADS

export const IDLE_PRELOADS_META = 'coldstart:idle-preloads'

let files: Partial<Record<IdlePreload, string[]>> | undefined
const inserted = new Set<string>()

/**
 * Inserts a <link rel="modulepreload"> for each chunk file of `name`: the browser fetches and parses them,
 * and runs nothing until the part's import() asks for them (then from its module map, without the network).
 * False where the page names no files (the dev server, a build without them): the caller imports instead.
 */
export function modulePreload(name: IdlePreload): boolean {
  if (!files) {
    // "name /a.js /b.js;name /c.js"
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${IDLE_PRELOADS_META}"]`)
    const entries = (meta?.content ?? '').split(';').map((part) => part.split(' ').filter(Boolean))
    files = Object.fromEntries(entries.map(([part = '', ...urls]) => [part, urls]))
  }
  const urls = files[name]
  if (!urls?.length) return false
  for (const url of urls) {
    if (inserted.has(url)) continue
    inserted.add(url)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = url
    document.head.append(link)
  }
  return true
}
