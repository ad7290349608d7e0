// @vitest-environment node
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { OutputBundle } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { idlePreloadsMeta, writeRouteShells } from '../../vite-plugins/route-shells'

const template = `<!doctype html>
<html lang="en">
  <head>
    <script src="/early.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  moduleIds: string[] = facadeModuleId ? [facadeModuleId] : [],
) => ({ type: 'chunk' as const, fileName, facadeModuleId, imports, moduleIds })

describe('writeRouteShells', () => {
  it('writes each page’s shell: placeholder, scripts and reads named before early.js, the entry’s chunks once', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'route-shells-'))
    const modulesDir = '/src/app'
    const bundle = {
      a: chunk('assets/index-1.js', '/src/main.tsx', ['assets/react-1.js']),
      b: chunk('assets/react-1.js', null),
      c: chunk('assets/app-layout-1.js', '/src/app/layouts/app-layout.tsx', [
        'assets/react-1.js',
        'assets/query-1.js',
      ]),
      d: chunk('assets/query-1.js', null),
      e: chunk('assets/startup-1.js', '/src/app/routes/app/startup.tsx', ['assets/query-1.js']),
    } as unknown as OutputBundle
    const pages = [
      {
        path: '/app/startups/:id',
        modules: ['./layouts/app-layout.tsx', './routes/app/startup.tsx'],
        reads: [{ path: '/startups/:id' }],
      },
    ]
    try {
      await writeRouteShells({ outDir, modulesDir, template, bundle, pages, placeholder: '<p>Loading</p>' })
      const routes = JSON.parse(await fs.readFile(path.join(outDir, 'shells/routes.json'), 'utf8'))
      expect(routes).toEqual({ '/app/startups/:id': 'shells/app-startups-id.html' })
      const html = await fs.readFile(path.join(outDir, routes['/app/startups/:id']), 'utf8')

      expect(html).toContain('<div id="root" data-placeholder><p>Loading</p></div>')
      expect(html).not.toContain('<script type="module"') // early.js adds it after the first paint
      expect(html).not.toContain('rel="modulepreload"')
      const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)?.[1]
      expect(meta('coldstart:entry')).toBe('/assets/index-1.js')
      expect(meta('coldstart:modules')?.split(' ')).toEqual([
        '/assets/react-1.js',
        '/assets/app-layout-1.js',
        '/assets/query-1.js',
        '/assets/startup-1.js',
      ])
      expect(meta('coldstart:route')).toBe('/app/startups/:id')
      expect(JSON.parse(meta('coldstart:reads')!.replaceAll('&quot;', '"'))).toEqual([
        { path: '/startups/:id' },
      ])
      expect(html.indexOf('coldstart:reads')).toBeLessThan(html.indexOf('<script src="/early.js">'))
    } finally {
      await fs.rm(outDir, { recursive: true, force: true })
    }
  })

  it('fails the build when a page that validates nothing would load zod before its content', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'route-shells-'))
    const bundle = {
      a: chunk('assets/index-1.js', '/src/main.tsx'),
      b: chunk('assets/startup-1.js', '/src/app/routes/app/startup.tsx', ['assets/schemas-1.js']),
      c: chunk('assets/schemas-1.js', null, [], ['/repo/node_modules/zod/v4/classic/schemas.js']),
    } as unknown as OutputBundle
    const pages = [{ path: '/app/startups/:id', modules: ['./routes/app/startup.tsx'], reads: [] }]
    const write = (zodFree: string[]) =>
      writeRouteShells({ outDir, modulesDir: '/src/app', template, bundle, pages, placeholder: '', zodFree })
    try {
      await expect(write(['/app/startups/:id'])).rejects.toThrow(
        'route-shells: /app/startups/:id loads zod (assets/schemas-1.js) before its content',
      )
      await expect(write([])).resolves.toBeUndefined()
    } finally {
      await fs.rm(outDir, { recursive: true, force: true })
    }
  })

  it('names each idle preload’s chunk and the chunks it imports, once each, less the entry’s', () => {
    const bundle = {
      a: chunk('assets/index-1.js', '/src/main.tsx', ['assets/react-1.js']),
      b: chunk('assets/react-1.js', null),
      c: chunk('assets/composer-1.js', '/src/features/composer/dialog.tsx', [
        'assets/react-1.js',
        'assets/zod-1.js',
        'assets/radix-1.js',
      ]),
      d: chunk('assets/zod-1.js', null),
      e: chunk('assets/radix-1.js', null, ['assets/react-1.js', 'assets/zod-1.js']),
      f: chunk('assets/sheet-1.js', '/src/components/sheet.tsx', ['assets/radix-1.js']),
    } as unknown as OutputBundle
    const meta = idlePreloadsMeta({
      template,
      bundle,
      sourceDir: '/src',
      modules: { composer: 'features/composer/dialog.tsx', sheet: 'components/sheet.tsx' },
      metaName: 'coldstart:idle-preloads',
    })
    expect(meta).toBe(
      '<meta name="coldstart:idle-preloads" content="composer /assets/composer-1.js /assets/zod-1.js /assets/radix-1.js;sheet /assets/sheet-1.js /assets/radix-1.js /assets/zod-1.js">',
    )
  })
})
