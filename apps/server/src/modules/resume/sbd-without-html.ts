// sbd (sentence boundary detection) loads sanitize-html at its top, and with it htmlparser2, postcss and
// source-map-js, for its `sanitize` option, which this code never turns on. In a resume parser thread they
// held ~4 MB of heap for as long as the thread lived, and a thread is started for every burst of uploads.
// So sanitize-html's entry in the module cache is filled before sbd is loaded, with a stand-in that refuses
// to run: sbd finds it there and never reads the real one.
import { createRequire } from 'node:module'
import type * as Sbd from 'sbd'
import { putModuleStandIn } from '../../lib/module-stand-in.ts'

putModuleStandIn('sanitize-html', 'sbd', () => {
  throw new Error("sbd's `sanitize` option is not available: sanitize-html is left out of the parser threads")
})

const require = createRequire(import.meta.url)
export const sbd = require('sbd') as typeof Sbd
