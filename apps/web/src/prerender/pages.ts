/**
 * The public pages the build renders to HTML (docs/decisions/016): the ones a visitor without a session sees
 * the same way every time. Sign-in is left out (its forms depend on the providers the server offers), and so
 * is everything behind a session.
 *
 * `title` is what the page's useDocumentTitle sets (e2e/prerendered-pages.spec.ts compares them).
 */
export const prerenderedPages = [
  { path: '/', title: 'ColdStart' },
  { path: '/team', title: 'Team · ColdStart' },
  { path: '/donate', title: 'Donate · ColdStart' },
  { path: '/how-to-use', title: 'How to Use · ColdStart' },
] as const

export type PrerenderedPage = (typeof prerenderedPages)[number]

/** The file the build writes for a page, under the dist folder (the server maps it back to the path). */
export function prerenderedFile(pagePath: string): string {
  return `prerendered/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`
}
