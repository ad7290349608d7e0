import { execFileSync } from 'node:child_process'
import { expect, it } from 'vitest'

const standIn = new URL('./yaml-on-first-use.ts', import.meta.url).href

// In a process of its own: a test worker may have loaded the real package for another file already.
it("leaves yaml's modules unloaded when swagger loads, and loads them the first time YAML is written", () => {
  const script = `
    import { createRequire } from 'node:module'
    const { yamlLoaded } = await import(${JSON.stringify(standIn)})
    const require = createRequire(import.meta.url)
    const yamlFiles = () => Object.keys(require.cache).filter((f) => f.includes('/node_modules/yaml/')).length
    const swagger = require('@fastify/swagger')
    const before = [yamlFiles(), yamlLoaded(), typeof swagger]
    const yaml = require('yaml')
    const text = yaml.stringify({ openapi: '3.1.0', paths: {} })
    console.log(JSON.stringify({ before, after: [yamlFiles() > 1, yamlLoaded()], text, parsed: yaml.parse(text) }))
  `
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: new URL('../..', import.meta.url),
    encoding: 'utf8',
  })
  expect(JSON.parse(out)).toEqual({
    before: [1, false, 'function'],
    after: [true, true],
    text: 'openapi: 3.1.0\npaths: {}\n',
    parsed: { openapi: '3.1.0', paths: {} },
  })
})
