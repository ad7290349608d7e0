import { render, screen } from '@testing-library/react'
import { Send } from 'lucide-react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SidebarNav } from './sidebar-nav'

function renderWithBadge(count: number) {
  render(
    <MemoryRouter>
      <SidebarNav
        label="Main"
        items={[
          {
            label: 'Follow-ups',
            href: '/app/follow-ups',
            icon: Send,
            isActive: true,
            badge: { count, noun: 'due' },
          },
        ]}
      />
    </MemoryRouter>,
  )
  return screen.getByRole('link')
}

// A link's spoken name holds its visible text (WCAG's "label in name"), badge included.
describe('SidebarNav badge', () => {
  it('reads the count it shows, after a space in the visible text', () => {
    const link = renderWithBadge(3)
    expect(link).toHaveAccessibleName('Follow-ups, 3 due')
    expect(link).toHaveTextContent(/^Follow-ups 3$/)
  })

  it('shows and reads 99+ past 99', () => {
    const link = renderWithBadge(120)
    expect(link).toHaveAccessibleName('Follow-ups, 99+ due')
    expect(link).toHaveTextContent(/^Follow-ups 99\+$/)
  })

  it('has no badge and no extra name at 0', () => {
    const link = renderWithBadge(0)
    expect(link).toHaveAccessibleName('Follow-ups')
    expect(link).toHaveTextContent(/^Follow-ups$/)
  })
})
