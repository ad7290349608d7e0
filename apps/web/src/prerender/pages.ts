/**
 * The public pages the build renders to HTML (docs/decisions/016): the ones a visitor without a session sees
 * the same way every time. Sign-in and sign-up depend on the sign-in methods the server offers, so each is rendered once
 * for each (`bySignInMethods`) and the server sends the one its configuration matches. Nothing behind a
 * session is pre-rendered.
 *
 * `title` is what the page's useDocumentTitle sets (e2e/prerendered-pages.spec.ts compares them).
 */
export const prerenderedPages = [
  { path: '/', title: 'ColdStart' },
  { path: '/team', title: 'Team · ColdStart' },
  { path: '/donate', title: 'Donate · ColdStart' },
  { path: '/how-to-use', title: 'How to Use · ColdStart' },
  { path: '/sign-in', title: 'Sign in · ColdStart', bySignInMethods: true },
  { path: '/sign-up', title: 'Create your account · ColdStart', bySignInMethods: true },
] as const

export type PrerenderedPage = (typeof prerenderedPages)[number]

/** The sign-in methods a page was rendered for: email + password always, Google when configured. */
export type SignInMethods = { google: boolean; password: true }

/**
 * The file the build writes for a page, under the dist folder (the server maps it back to the path): the
 * variant rendered with Google sign-in on carries `.google` (sign-in.google.html).
 */
export function prerenderedFile(pagePath: string, methods?: SignInMethods): string {
  const name = pagePath === '/' ? 'index' : pagePath.slice(1)
  return `prerendered/${name}${methods?.google ? '.google' : ''}.html`
}

/** The <meta> a page rendered for given sign-in methods carries, so that hydration starts from the same ones. */
export const SIGN_IN_METHODS_META = 'coldstart:sign-in-methods'
