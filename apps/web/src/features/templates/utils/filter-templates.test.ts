// @vitest-environment node
import type { EmailTemplate } from '@coldstart/contract'
import { describe, expect, it } from 'vitest'
import { filterTemplates } from './filter-templates'

const template = (over: Partial<EmailTemplate>): EmailTemplate => ({
  id: crypto.randomUUID(),
  title: 'T',
  description: null,
  category: 'internship',
  templateContent: 'Hi {{recipient_name}}',
  noReplyUse: 'any',
  usageCount: 0,
  replyRate: null,
  best: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
})

describe('filterTemplates', () => {
  const list = [
    template({ title: 'Short internship ask', description: 'Five sentences' }),
    template({ title: 'Gentle follow-up', category: 'follow-up', templateContent: 'Bringing this back up' }),
  ]

  it('filters by category', () => {
    expect(filterTemplates(list, 'follow-up', '').map((t) => t.title)).toEqual(['Gentle follow-up'])
    expect(filterTemplates(list, 'all', '')).toHaveLength(2)
  })

  it('matches every word, in any field, ignoring case', () => {
    expect(filterTemplates(list, 'all', 'FIVE short').map((t) => t.title)).toEqual(['Short internship ask'])
    expect(filterTemplates(list, 'all', 'back up').map((t) => t.title)).toEqual(['Gentle follow-up'])
    expect(filterTemplates(list, 'internship', 'back')).toEqual([])
  })
})
