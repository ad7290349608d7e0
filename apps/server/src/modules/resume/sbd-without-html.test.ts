import { expect, it } from 'vitest'
import { sbd } from './sbd-without-html.ts'

it('splits sentences as sbd does, knowing "e.g." and "Inc." end none', () => {
  expect(
    sbd.sentences('Built tools, e.g. a linter, at Acme Inc. for two years. Led a team of four.'),
  ).toEqual(['Built tools, e.g. a linter, at Acme Inc. for two years.', 'Led a team of four.'])
})

it('refuses, with a reason, the sanitize option whose HTML sanitiser is left out', () => {
  expect(() => sbd.sentences('<b>Hello.</b> World.', { sanitize: true })).toThrow(/sanitize-html is left out/)
})
