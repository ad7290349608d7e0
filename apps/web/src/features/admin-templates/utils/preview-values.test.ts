// @vitest-environment node
import { fillTemplate } from '@coldstart/contract'
import { describe, expect, it } from 'vitest'
import { previewValues } from './preview-values'

describe('previewValues', () => {
  it("fills the company from the demo startup and people from the variables' examples", () => {
    const values = previewValues({ name: 'Ledgerline', sector: 'Fintech', location: null })
    const { text, unfilled } = fillTemplate(
      'Hi {{first_name}}, {{company}} ({{sector}}) in {{location}} {{x}}',
      values,
    )
    expect(text).toBe('Hi Priya, Ledgerline (Fintech) in Bengaluru {{x}}')
    expect(unfilled).toEqual(['x'])
  })

  it('falls back to the examples without a startup', () => {
    expect(previewValues(null).company).toBe('Acme Labs')
  })
})
