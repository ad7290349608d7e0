import { useEffect } from 'react'
import { modulePreload, type IdlePreload } from '@/lib/idle-preloads'

/**
 * Fetches the part `name` once the browser is idle after this renders: where it is rendered with a page's
 * content, the part follows that content instead of competing with it. Its chunks are fetched and parsed, not
 * run (modulePreload): running them (zod, Radix) was one long task right after the page's largest paint, and
 * they run when the part is opened. Where the page names no files for it (the dev server), `load` (the part's
 * import) runs instead. Renders nothing.
 */
export function PreloadWhenIdle({ name, load }: { name: IdlePreload; load: () => Promise<unknown> }) {
  useEffect(() => {
    const run = () => {
      if (!modulePreload(name)) void load().catch(() => {}) // a failed preload is retried when needed
    }
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 200)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }, [name, load])
  return null
}
