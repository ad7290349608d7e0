// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bodyHighlights, pendingClaims, removeClaim } from './claims'

describe('pendingClaims', () => {
  it('keeps the claims still in the text and not confirmed, once each', () => {
    const body = 'I grew sign-ups by 40%. I led a team of 6.'
    const claims = [
      'I grew sign-ups by 40%.',
      'I led a team of 6.',
      'I won a hackathon.',
      'I led a team of 6.',
    ]
    expect(pendingClaims(body, claims, new Set(['I led a team of 6.']))).toEqual(['I grew sign-ups by 40%.'])
    expect(pendingClaims(body, claims, new Set())).toEqual(['I grew sign-ups by 40%.', 'I led a team of 6.'])
  })
})

describe('bodyHighlights', () => {
  it('marks variables and claims in order, never overlapping', () => {
    const body = 'Hi {{name}}, I grew sign-ups by 40% at {{company}}.'
    expect(bodyHighlights(body, ['40%', 'sign-ups by 40% at {{company}}'])).toEqual([
      { index: 3, length: 8, tone: 'warning' },
      // the longer claim starts first: the "40%" and the variable inside it are not marked twice
      { index: 20, length: 30, tone: 'info' },
    ])
    expect(bodyHighlights(body, ['40%'])).toEqual([
      { index: 3, length: 8, tone: 'warning' },
      { index: 32, length: 3, tone: 'info' },
      { index: 39, length: 11, tone: 'warning' },
    ])
  })
})

describe('removeClaim', () => {
  it('takes the sentence out with its space, and an emptied paragraph with it', () => {
    expect(removeClaim('Hi Ravi. I grew sign-ups by 40%. Thanks', 'I grew sign-ups by 40%.')).toBe(
      'Hi Ravi. Thanks',
    )
    expect(removeClaim('Hi Ravi,\n\nI built X. Thanks!', 'I built X.')).toBe('Hi Ravi,\n\nThanks!')
    expect(removeClaim('Hi Ravi,\n\nI built X.\n\nThanks!', 'I built X.')).toBe('Hi Ravi,\n\nThanks!')
    expect(removeClaim('Hi', 'missing')).toBe('Hi')
  })
})
