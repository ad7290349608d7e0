import type { Plugin } from 'vite'

// The Inter faces every page's text uses (src/styles/globals.css): the latin file and the one-character
// rupee cut. A face is otherwise fetched only once the first layout finds a character in its range, and
// its arrival lays out every element in Inter again: on /app/startups that second layout was 63–74 ms of
// a 4x-throttled load (profiled). Asked for from <head>, both are in before the first layout.
const FACES = [
  /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  /^assets\/inter-rupee-wght-normal-[\w-]+\.woff2$/,
]

/** Writes a `<link rel="preload">` for each face into index.html (and so into every pre-rendered page). */
export function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const files = FACES.map((face) => Object.keys(bundle ?? {}).find((file) => face.test(file)))
        const links = files.map((file) => {
          if (!file) throw new Error('preload-fonts: an Inter face is missing from the build')
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          }
        })
        return { html, tags: links }
      },
    },
  }
}
