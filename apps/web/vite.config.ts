/// <reference types="vitest/config" />
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { prerenderedPages } from './src/prerender/pages.ts'
import { preloadFonts } from './vite-plugins/preload-fonts.ts'
import { prerender } from './vite-plugins/prerender.ts'

// Vendor code every route needs goes into one long-cached chunk; everything else (Radix parts, forms,
// zod, icons) follows the lazy route that imports it, so the landing route's initial JS stays small.
const vendorReact =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/

const uiCore =
  /[\\/]node_modules[\\/](clsx|tailwind-merge|zustand[\\/].*|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*|icons[\\/]loader-circle)\.mjs$)|[\\/]node_modules[\\/]class-variance-authority[\\/]|[\\/]src[\\/]components[\\/]ui[\\/]slot\.tsx$|[\\/]src[\\/]lib[\\/]cn\.ts$|[\\/]src[\\/]config[\\/]storage-keys\.ts$|[\\/]contract[\\/]src[\\/]constants\.ts$/

// React Router publishes its production build (dev warnings compiled out) separately from the default
// development one; `vite build` uses it: about 0.6 kB gzip off every page (docs/decisions/003).
function reactRouterProduction(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
  )
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'production/index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'production/dom-export.mjs') },
        ],
      },
    }),
  }
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

// Brotli at its best quality and gzip at level 9, written once at build time beside each text file, for the
// server to send as they are (@fastify/static's preCompressed): about 15 % fewer bytes than compressing on
// the fly at the quality a per-request compressor can afford, and no compression work per request.
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    // closeBundle, after every writeBundle: the pre-rendered pages are written by then (vite-plugins/prerender.ts).
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) =>
        /\.(js|css|html|svg|json)$/.test(file),
      )
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file)
          const body = await fs.readFile(full)
          if (body.length < 1024) return
          const size = { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length }
          const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, ...size }
          await fs.writeFile(`${full}.br`, await brotli(body, { params }))
          await fs.writeFile(`${full}.gz`, await gzip(body, { level: 9 }))
        }),
      )
    },
  }
}

// Chunks that keep their names: the shared vendor chunks (for the bundle report) and the page chunks the
// browser tests find by name (the admin charts, the pages and drawer the offline tests cut off, the account
// menu that waits for the page's content).
const NAMED_CHUNKS = new Set([
  'react',
  'query',
  'ui-core',
  'rolldown-runtime',
  'daily-charts',
  'follow-ups',
  'emails',
  'mobile-nav-sheet',
  'account-menu',
])

export default defineConfig(({ isSsrBuild }) => ({
  // The root .env that .env.example documents (the server reads it too); VITE_ lines and the product's time
  // zone, which the browser must share with the server, reach the build. Nothing else does.
  envDir: fileURLToPath(new URL('../..', import.meta.url)),
  envPrefix: ['VITE_', 'PRODUCT_TIME_ZONE'],
  plugins: [
    react(),
    tailwindcss(),
    reactRouterProduction(),
    preloadFonts(),
    prerender(prerenderedPages),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Zod without its `new Function` probe, which the page's CSP reports (src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports has <link rel="modulepreload">; the polyfill only cost landing bytes.
    modulePreload: { polyfill: false },
    // Fonts stay files: a face is fetched only when the page has a character in its range (the 1.2 KB rupee
    // face in globals.css would otherwise ride in every page's render-blocking CSS).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // Inlining shared chunks (below) needs the entry's exports free to move; the pre-render build
      // (vite-plugins/prerender.ts) imports its entry's, so it keeps them.
      preserveEntrySignatures: isSsrBuild ? 'strict' : false,
      output: {
        // Page chunks are named by their hash alone (seven characters, the fewest the bundler accepts here): the
        // landing's script lists every chunk it may preload, so each name's characters are bytes off every first
        // load.
        chunkFileNames: isSsrBuild
          ? undefined
          : (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js'),
        entryFileNames: isSsrBuild ? undefined : 'assets/[name]-[hash:7].js',
        codeSplitting: {
          // A shared chunk under 8 KB (an icon, a small Radix part, a hook) goes into each chunk that imports
          // it instead of being a request of its own: half the requests per page, 51 -> 25 on /app/startups,
          // where Lighthouse went 69-70 -> 80-83 (docs/decisions/017). 4 KB -> 8 KB: 16 -> 12 scripts in front
          // of a startup's page, 17 -> 13 on the directory, for ~10 KB more brotli across the whole build
          // (docs/decisions/062); 16 KB would save two more requests for 30 KB more duplicated code.
          experimentalInlineCommonChunks: isSsrBuild ? undefined : { maxSize: 8192 },
          groups: [
            { name: 'react', test: vendorReact, priority: 2 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            // What every page's first paint runs (class merging, the icon base, the spinner's icon, the stores,
            // the shared constants): one chunk instead of five, fewer bytes of chunk glue on the landing.
            { name: 'ui-core', test: uiCore, priority: 1 },
          ],
        },
      },
    },
  },
  // For `vitest --root apps/web`; the repo's root vitest.config.ts declares the same for the `web` project.
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
}))
