import { readFileSync, statSync } from 'node:fs'
import { registerHooks } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// Node's resolver looks up the package a resolved file belongs to for every import, and copies that package's
// whole package.json as it does, parsing its "exports" map each time: drizzle-orm's is 175 KB, and a start
// makes over 500 relative imports inside it. An ESM import of a relative file with its extension, inside an
// installed package that declares its module type, needs none of that: the file's URL is the parent's URL
// joined with the specifier, and its format follows from the extension and the package's type. Everything
// else (bare names, require, packages without a type, files that do not exist) goes to Node's own resolver.

const packageTypes = new Map<string, 'module' | 'commonjs' | null>()

/** The "type" of the nearest package.json above a folder inside node_modules, or null when it has none. */
function packageTypeOf(dir: string): 'module' | 'commonjs' | null {
  const known = packageTypes.get(dir)
  if (known !== undefined) return known
  let type: 'module' | 'commonjs' | null
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

function formatOf(file: string): 'module' | 'commonjs' | null {
  const ext = path.extname(file)
  if (ext === '.mjs') return 'module'
  if (ext === '.cjs') return 'commonjs'
  if (ext !== '.js') return null
  // a .js file in a package without "type" may be either: Node tells by its syntax, so Node decides
  return packageTypeOf(path.dirname(file))
}

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../')

type ResolveHook = NonNullable<Parameters<typeof registerHooks>[0]['resolve']>

/** The resolve hook: the short way where it applies, Node's own resolver everywhere else. */
export const resolvePackageRelative: ResolveHook = (specifier, context, nextResolve) => {
  const parent = context.parentURL
  if (
    parent?.startsWith('file:') &&
    parent.includes('/node_modules/') &&
    isRelative(specifier) &&
    !specifier.includes('?') &&
    !specifier.includes('#') &&
    context.conditions.includes('import')
  ) {
    const file = fileURLToPath(new URL(specifier, parent))
    const format = formatOf(file)
    if (format && statSync(file, { throwIfNoEntry: false })?.isFile())
      return { url: pathToFileURL(file).href, format, shortCircuit: true }
  }
  return nextResolve(specifier, context)
}

/** Registers the hook on this thread; once, before the server's modules load. */
export function registerPackageRelativeResolve(): void {
  registerHooks({ resolve: resolvePackageRelative })
}
