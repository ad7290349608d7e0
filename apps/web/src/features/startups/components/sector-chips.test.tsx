import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SectorChips } from './sector-chips'
import { ALL_SECTORS } from '../utils/all-sectors'

const noop = () => {}
const chip = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })

describe('SectorChips', () => {
  it('shows exact counts with thousands separators', () => {
    render(
      <SectorChips
        sectors={[{ sector: 'Fintech', count: 1204 }]}
        allCount={1300}
        selected={ALL_SECTORS}
        onSelect={noop}
      />,
    )
    expect(chip(ALL_SECTORS)).toHaveTextContent(`${(1300).toLocaleString()}`)
    expect(chip('Fintech')).toHaveTextContent(`Fintech ${(1204).toLocaleString()}`)
  })

  it('shows "1,000+" on All Sectors and no count on the others when a broad search was counted to the cap', () => {
    render(
      <SectorChips
        sectors={[{ sector: 'Fintech' }, { sector: 'Healthtech' }]}
        allCount={1000}
        allCountAtLeast
        selected="Healthtech"
        onSelect={noop}
      />,
    )
    expect(chip(ALL_SECTORS).textContent).toBe(`${ALL_SECTORS} ${(1000).toLocaleString()}+`)
    expect(chip('Fintech').textContent).toBe('Fintech')
    expect(chip('Healthtech')).toHaveAttribute('aria-pressed', 'true')
    expect(chip('Healthtech').textContent).toBe('Healthtech')
  })
})
