import fs from 'node:fs/promises'
import path from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { RouteModules } from '../src/prerender/route-modules.ts'

export const SHELLS_DIR = 'shells'
const EMPTY_ROOT = '<div id="root"></div>'
/** Marks a root holding a placeholder, not a pre-rendered page to hydrate (src/main.tsx). */
const PLACEHOLDER_ATTRIBUTE = 'data-placeholder'
// Read by public/early.js.
const ENTRY_META = 'coldstart:entry'
const MODULES_META = 'coldstart:modules'
const ROUTE_META = 'coldstart:route'
const READS_META = 'coldstart:reads'
const EARLY_SCRIPT = '<script src="/early.js"></script>'
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/** The build's entry, the chunks index.html preloads with it, and each chunk's static imports. */
function chunkGraph(template: string, bundle: OutputBundle) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1]
  if (!entry) throw new Error('route-shells: index.html has no entry script')
  const entryModules = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
  const byModule = new Map(
    chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
  )
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const inEntry = new Set([entry, ...entryModules].map((url) => url.slice(1)))

  /** Adds the chunk of `module` (an absolute path) and every chunk it imports statically, each once, less the entry's. */
  const closure = (module: string, into: Set<string>) => {
    const chunk = byModule.get(module)
    if (!chunk) throw new Error(`route-shells: ${module} is not a chunk of its own in the build`)
    const visit = (file: string) => {
      if (into.has(file) || inEntry.has(file)) return
      into.add(file)
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported)
    }
    visit(chunk.fileName)
  }
  return { entry, entryModules, byFile, closure }
}

/**
 * The <meta> that names, for each module a page fetches when idle (src/lib/idle-preloads.ts), the files of its
 * chunk and of every chunk it imports statically; the same in every page's HTML, so that a page reached by a
 * client-side navigation finds it too. The page inserts them as <link rel="modulepreload">: fetched and
 * parsed while the student reads, evaluated only when the part is opened (an import() of them evaluated
 * zod and Radix in one long task right after the largest paint, docs/decisions/064).
 */
export function idlePreloadsMeta(options: {
  template: string
  bundle: OutputBundle
  /** the directory the modules' paths are relative to (src) */
  sourceDir: string
  modules: Readonly<Record<string, string>>
  metaName: string
}): string {
  const { closure } = chunkGraph(options.template, options.bundle)
  // "name /a.js /b.js;name /c.js": no JSON, whose quotes an attribute would carry as &quot;
  const content = Object.entries(options.modules)
    .map(([name, module]) => {
      const into = new Set<string>()
      closure(path.resolve(options.sourceDir, module), into)
      return [name, ...[...into].map((file) => `/${file}`)].join(' ')
    })
    .join(';')
  return `<meta name="${options.metaName}" content="${escapeAttribute(content)}">`
}

/**
 * Writes, for every page of the route tree, a shell: index.html with the router's loading placeholder in its
 * root, and its scripts (the entry, the entry's chunks, then every chunk the page's lazy routes import) named
 * in <meta> tags that public/early.js turns into a module script and preloads once the placeholder has
 * painted, beside the API reads the page starts with (route handles' `reads`), which early.js starts as soon
 * as the session check answers. shells/routes.json maps each path pattern to its file; the server sends the matching one
 * (docs/decisions/017). Without them the route chunks were asked for only once the entry had run, a second
 * wave of requests in front of the page's data, and the page stayed blank until the scripts had run.
 */
export async function writeRouteShells(options: {
  outDir: string
  /** the directory the route modules' paths are relative to (src/app) */
  modulesDir: string
  template: string
  bundle: OutputBundle
  pages: RouteModules[]
  /** markup shown until the scripts have run, the same for every page or by the page's path */
  placeholder: string | ((pagePath: string) => string)
  /**
   * Pages that validate nothing before their content: the build fails when their scripts carry zod (a
   * constant imported from a contract module with schemas in it brings all of it, docs/decisions/062).
   */
  zodFree?: string[]
}) {
  const { outDir, modulesDir, bundle, pages, placeholder, zodFree = [] } = options
  const { entry, entryModules, byFile, closure } = chunkGraph(options.template, bundle)
  const template = options.template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '')
  if (!template.includes(EARLY_SCRIPT)) throw new Error(`route-shells: index.html has no ${EARLY_SCRIPT}`)
  if (!template.includes(EMPTY_ROOT)) throw new Error('route-shells: index.html has no empty <div id="root">')

  await fs.mkdir(path.join(outDir, SHELLS_DIR), { recursive: true })
  const routes: Record<string, string> = {}
  for (const page of pages) {
    const files = new Set<string>()
    for (const module of page.modules) closure(path.resolve(modulesDir, module), files)
    if (zodFree.includes(page.path)) {
      const carrier = [...files].find((file) => byFile.get(file)?.moduleIds.some((id) => ZOD.test(id)))
      if (carrier)
        throw new Error(
          `route-shells: ${page.path} loads zod (${carrier}) before its content; import its constants from a zod-free module (packages/contract/src/*-rules.ts)`,
        )
    }
    const modules = [...entryModules, ...[...files].map((file) => `/${file}`)]
    const metas = [
      `<meta name="${ENTRY_META}" content="${entry}">`,
      `<meta name="${MODULES_META}" content="${modules.join(' ')}">`,
      `<meta name="${ROUTE_META}" content="${escapeAttribute(page.path)}">`,
      `<meta name="${READS_META}" content="${escapeAttribute(JSON.stringify(page.reads))}">`,
    ]
    const name = page.path === '/' ? 'index' : page.path.slice(1).replace(/[^\w-]+/g, '-')
    const file = `${SHELLS_DIR}/${name}.html`
    if (Object.values(routes).includes(file)) throw new Error(`route-shells: two pages would be ${file}`)
    // Before early.js, which reads them as it runs.
    const markup = typeof placeholder === 'string' ? placeholder : placeholder(page.path)
    const html = template
      .replace(EARLY_SCRIPT, () => `${metas.join('\n    ')}\n    ${EARLY_SCRIPT}`)
      .replace(EMPTY_ROOT, () => `<div id="root" ${PLACEHOLDER_ATTRIBUTE}>${markup}</div>`)
    await fs.writeFile(path.join(outDir, file), html)
    routes[page.path] = file
  }
  await fs.writeFile(path.join(outDir, SHELLS_DIR, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`)
}
