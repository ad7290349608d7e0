import { describe, expect, it } from 'vitest'
import { CURATED_STARTUPS } from '../../db/seed/curated/index.ts'
import { companyFocus } from './company-focus.ts'

// 3rd-person verbs curated descriptions open with: after "the work X does on" each must have become a gerund
const LEADING_VERB =
  /^(?:runs|handles|reads|spins|checks|records|books|turns|sells|buys|gives|helps|builds|makes|provides|offers|lets|enables)\b/i

describe('companyFocus', () => {
  it.each(CURATED_STARTUPS.map((s) => [s.name, s] as const))(
    'reads grammatically in the demo templates for %s',
    (_name, startup) => {
      const focus = companyFocus(startup)
      expect(focus, 'every curated startup has a focus').toBeTruthy()
      const sentence = `I've been following the work ${startup.name} does on ${focus}, and I'd love to join as an intern.`
      expect(focus).not.toMatch(LEADING_VERB)
      expect(sentence).not.toMatch(/[,;:]\s*[,;:.]/)
      expect(focus).not.toMatch(/[\s,;:.–—-]$/u)
      expect(focus).not.toMatch(/\s(?:and|or|for|with|by|of|to|the|a|an)$/i)
      expect(focus!.split(' ').length).toBeLessThanOrEqual(16)
    },
  )

  it('turns a verb-led description into a gerund phrase, joined verbs included', () => {
    const focus = companyFocus({
      name: 'Arena Grid',
      sector: 'Gaming',
      tags: ['esports'],
      description: 'Runs weekly college esports leagues and gives organisers broadcast tools.',
    })
    expect(focus).toBe('running weekly college esports leagues and giving organisers broadcast tools')
  })

  it('falls back to the tags when the opening verb is not one it can rewrite', () => {
    const focus = companyFocus({
      name: 'Acme',
      sector: 'SaaS',
      tags: ['customer-support', 'ai'],
      description: 'Untangles support queues for busy teams.',
    })
    expect(focus).toBe('customer support and AI')
  })

  it('drops the comma a cut leaves behind', () => {
    const focus = companyFocus({
      name: 'Nine Rupee Games',
      sector: 'Gaming',
      tags: [],
      description:
        'Casual puzzle games built around Indian festivals and cricket, with over ten million downloads across three titles.',
    })
    expect(focus).toBe('casual puzzle games built around Indian festivals and cricket')
  })

  it('does not cut a list in the middle', () => {
    const focus = companyFocus({
      name: 'Tracepoint',
      sector: 'Devtools',
      tags: [],
      description:
        'Open-source observability built on OpenTelemetry, with logs, traces and metrics stored in one columnar database.',
    })
    expect(focus).toBe('open-source observability built on OpenTelemetry')
  })
})
