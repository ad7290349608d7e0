import { render, screen, within } from '@testing-library/react'
import { CONTACTS_SIGN_IN, type StartupTeamMember } from '@coldstart/contract'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TeamMembers } from './team-members'

const member = (name: string, contact?: { id: string; email: string }): StartupTeamMember => ({
  name,
  role: 'Founder',
  linkedinUrl: null,
  status: 'verified',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...contact,
})

function renderTeam(members: StartupTeamMember[], contactsHidden?: boolean) {
  render(
    <MemoryRouter>
      <TeamMembers company="Tracepoint" members={members} contactsHidden={contactsHidden} />
    </MemoryRouter>,
  )
  return screen.getByRole('region', { name: /^Team members/ })
}

describe('TeamMembers', () => {
  it('signed out: lists the team by name, with no mail link, and offers to sign in', () => {
    const team = renderTeam([member('Asha Verma'), member('Ravi Rao')], true)
    expect(within(team).getAllByRole('listitem')).toHaveLength(2)
    expect(within(team).getByText('Asha Verma')).toBeInTheDocument()
    expect(within(team).queryByRole('link', { name: /Email|Send to all/ })).toBeNull()
    expect(team.querySelector('a[href^="mailto:"]')).toBeNull()
    expect(within(team).getByRole('link', { name: CONTACTS_SIGN_IN })).toHaveAttribute('href', '/sign-in')
  })

  it('signed in: an Email link per member and Send to all', () => {
    const team = renderTeam([
      member('Asha Verma', { id: crypto.randomUUID(), email: 'asha@tracepoint.example' }),
    ])
    expect(within(team).getByRole('link', { name: /^Email\s*Asha Verma$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:asha@tracepoint\.example\?/),
    )
    expect(within(team).getByRole('link', { name: 'Send to all' })).toBeInTheDocument()
    expect(within(team).queryByRole('link', { name: CONTACTS_SIGN_IN })).toBeNull()
  })
})
