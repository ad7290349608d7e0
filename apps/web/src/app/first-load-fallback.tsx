import { PageLoader } from '@/components/feedback/page-loader'

// What the page shell painted in #root before any script ran (vite-plugins/route-shells.ts): a signed-in
// page's shell as skeletons, chosen by the page's path when the build wrote it.
let placeholder = ''

/** Keeps the page shell's placeholder, before React renders over it (main.tsx). */
export function keepFirstLoadPlaceholder(root: HTMLElement) {
  if (root.hasAttribute('data-placeholder')) placeholder = root.innerHTML
}

/**
 * The router's fallback while the first page's code loads: the placeholder the page arrived with, so a
 * signed-in page stays skeletons rather than turning into a spinner; the spinner when there was none. Markup,
 * not the skeleton components: those would add to every page's entry script, the landing's too.
 */
export function FirstLoadFallback() {
  if (!placeholder) return <PageLoader />
  // the build's own markup (route-shells.ts), never anything a visitor typed
  return <div data-slot="first-load" className="contents" dangerouslySetInnerHTML={{ __html: placeholder }} />
}
