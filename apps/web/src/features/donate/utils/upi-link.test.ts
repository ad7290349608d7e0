// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildUpiLink } from './upi-link'

describe('buildUpiLink', () => {
  it('pays the chosen amount in rupees', () => {
    expect(buildUpiLink('coldstart@upi', 21)).toBe('upi://pay?pa=coldstart@upi&pn=ColdStart&am=21&cu=INR')
    expect(buildUpiLink('team.cs@okaxis', 99)).toBe('upi://pay?pa=team.cs@okaxis&pn=ColdStart&am=99&cu=INR')
  })

  it('leaves the amount out for "Any", so the payer types it in', () => {
    expect(buildUpiLink('coldstart@upi')).toBe('upi://pay?pa=coldstart@upi&pn=ColdStart&cu=INR')
  })
})
