import { readFileSync, statSync } from 'node:fs'
import { registerHooks } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// Node's resolver reads the package.json of the package an import lands in for every import it resolves, and
// copies it whole as it does, parsing its "exports" map each time: drizzle-orm's is 175 KB, and a server start
// resolved over 500 imports inside it and a hundred of its name from the server's files. Two short ways:
// - A relative ESM import with its extension, in a package that declares its module type: the file's URL is
//   the parent's joined with the specifier, and its format follows from the extension and that type.
// - A package name imported again from the same folder with the same conditions resolves as it did the first
//   time (Node looks a name up from the importing file's folder, so the folder decides the answer).
// Everything else (require, packages without a type, files that do not exist) goes to Node's own resolver.

type ModuleType = 'module' | 'commonjs'
const packageTypes = new Map<string, ModuleType | null>()

/** The "type" of the nearest package.json above a folder, or null when it declares none. */
function packageTypeOf(dir: string): ModuleType | null {
  const known = packageTypes.get(dir)
  if (known !== undefined) return known
  let type: ModuleType | null
  try {
    const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: unknown }
    type = json.type === 'module' ? 'module' : json.type === 'commonjs' ? 'commonjs' : null
  } catch (err) {
    const parent = path.dirname(dir)
    // no package.json here: the folder belongs to the one above (up to node_modules, where packages end)
    type =
      (err as NodeJS.ErrnoException).code === 'ENOENT' &&
      path.basename(dir) !== 'node_modules' &&
      parent !== dir
        ? packageTypeOf(parent)
        : null
  }
  packageTypes.set(dir, type)
  return type
}

function formatOf(file: string): string | null {
  const ext = path.extname(file)
  if (ext === '.mjs') return 'module'
  if (ext === '.cjs') return 'commonjs'
  if (ext !== '.js' && ext !== '.ts') return null
  // a file in a package without "type" may be either: Node tells by its syntax, so Node decides
  const type = packageTypeOf(path.dirname(file))
  if (!type) return null
  return ext === '.ts' ? `${type}-typescript` : type
}

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../')
const isBareName = (specifier: string) =>
  !isRelative(specifier) && !specifier.startsWith('/') && !/^[a-z][\w+.-]*:/i.test(specifier)

type ResolveHook = NonNullable<Parameters<typeof registerHooks>[0]['resolve']>
type Resolved = ReturnType<ResolveHook>
const byName = new Map<string, Resolved>()

/** The resolve hook: the short ways where they apply, Node's own resolver everywhere else. */
export const fastResolve: ResolveHook = (specifier, context, nextResolve) => {
  const parent = context.parentURL
  if (!parent?.startsWith('file:') || !context.conditions.includes('import'))
    return nextResolve(specifier, context)
  if (isRelative(specifier) && !specifier.includes('?') && !specifier.includes('#')) {
    const file = fileURLToPath(new URL(specifier, parent))
    const format = formatOf(file)
    if (format && statSync(file, { throwIfNoEntry: false })?.isFile())
      return { url: pathToFileURL(file).href, format, shortCircuit: true }
    return nextResolve(specifier, context)
  }
  if (!isBareName(specifier) || Object.keys(context.importAttributes).length > 0)
    return nextResolve(specifier, context)
  const key = `${specifier}\0${new URL('.', parent).href}\0${context.conditions.join(',')}`
  const known = byName.get(key)
  if (known) return { ...known, shortCircuit: true }
  const resolved = nextResolve(specifier, context)
  byName.set(key, resolved)
  return resolved
}

/** Registers the hook on this thread; once, before the server's modules load. */
export function registerFastResolve(): void {
  registerHooks({ resolve: fastResolve })
}
