import { useEffect } from 'react'

/**
 * Starts `load` (a lazy chunk's import) once the browser is idle after this renders: where it is rendered with
 * a page's content, the chunk follows that content instead of competing with it. Renders nothing.
 */
export function PreloadWhenIdle({ load }: { load: () => Promise<unknown> }) {
  useEffect(() => {
    const run = () => void load().catch(() => {}) // a failed preload is retried when the chunk is needed
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 200)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }, [load])
  return null
}
