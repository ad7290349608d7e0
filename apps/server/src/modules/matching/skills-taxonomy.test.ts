import { describe, expect, it } from 'vitest'
import { CURATED_STARTUPS } from '../../db/seed/curated/index.ts'
import { SECTOR_TAGS } from '../../db/seed/sectors.ts'
import { skillKey, skillTerms } from './skill-terms.ts'
import { SKILL_GROUPS } from './skills-taxonomy.ts'

// every tag the demo directory uses: a taxonomy tag outside it could never match a seeded startup
const seedTags = new Set([...Object.values(SECTOR_TAGS).flat(), ...CURATED_STARTUPS.flatMap((s) => s.tags)])

describe('the skills taxonomy', () => {
  it('maps only to tags the directory uses', () => {
    const unknown = SKILL_GROUPS.flatMap((g) => g.tags.split(' ')).filter((tag) => !seedTags.has(tag))
    expect(unknown).toEqual([])
  })

  it('names each skill once, a few hundred of them', () => {
    const keys = SKILL_GROUPS.flatMap((g) => [...new Set(g.skills.split(', ').map(skillKey))])
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i)
    expect(twice).toEqual([])
    expect(keys.length).toBeGreaterThanOrEqual(300)
  })

  it("gives a skill its own spellings and its group's tags, however the student writes it", () => {
    expect(skillTerms('Machine Learning')).toEqual(
      expect.arrayContaining([
        'machine learning',
        'machine-learning',
        'ai',
        'computer-vision',
        'document-ai',
      ]),
    )
    expect(skillTerms('deep learning')).toContain('computer-vision')
    expect(skillTerms('NodeJS')).toEqual(skillTerms('nodejs'))
    expect(skillTerms('node js')).toContain('api')
    expect(skillTerms('Next.js')).toEqual(expect.arrayContaining(['next.js', 'nextjs', 'saas']))
    expect(skillTerms('Figma')).toContain('saas')
    expect(skillTerms('Underwater basket weaving')).toEqual([
      'underwater basket weaving',
      'underwaterbasketweaving',
      'underwater-basket-weaving',
    ])
    expect(skillTerms('  ')).toEqual([])
  })
})
