import type { ComposeEvent, EmailTemplate } from '@coldstart/contract'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useFollowUpDrafts } from '../hooks/use-follow-up-drafts'
import { FollowUpFields } from './follow-up-fields'

vi.mock('../api/stream-compose', () => ({
  async *streamCompose() {
    yield { event: 'delta', data: { text: 'Subject: Re: Hi\n\nHi Ravi, a nudge.' } } as ComposeEvent
  },
}))

// the demo follow-ups, with their usage counts: by usage alone the thank-you would be the second follow-up
const gentle: EmailTemplate = {
  id: 'gentle',
  title: 'Gentle follow-up after a week',
  description: null,
  category: 'follow-up',
  templateContent: 'Hi {{recipient_first_name|there}}, a nudge.',
  noReplyUse: 'first',
  usageCount: 1103,
  replyRate: null,
  best: false,
  createdAt: '2026-11-01T00:00:00Z',
}
const thankYou: EmailTemplate = {
  ...gentle,
  id: 'thank-you',
  title: 'Thank-you after an interview',
  noReplyUse: 'never',
  usageCount: 538,
}
const closing: EmailTemplate = {
  ...gentle,
  id: 'closing',
  title: 'Last follow-up, closing the loop',
  noReplyUse: 'last',
  usageCount: 366,
}
const newWork: EmailTemplate = {
  ...gentle,
  id: 'new-work',
  title: 'Follow-up with new work',
  noReplyUse: 'any',
  usageCount: 214,
}

function Harness({ attempts = 0 }: { attempts?: number }) {
  const followUps = useFollowUpDrafts([newWork, closing, thankYou, gentle], {
    startupId: 's1',
    employeeIds: ['e1'],
  })
  return <FollowUpFields followUps={followUps} subject="Internship at Acme" attempts={attempts} />
}

describe('FollowUpFields', () => {
  it('is a switch, off, with nothing else until turned on', () => {
    render(<Harness />)
    const section = screen.getByRole('region', { name: 'Follow up if no reply' })
    expect(within(section).getByRole('switch', { name: 'Follow up if no reply' })).not.toBeChecked()
    expect(within(section).queryByRole('textbox')).toBeNull()
  })

  it('on: the first follow-up with its days, template and written text, and a way to add a second', async () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('switch', { name: 'Follow up if no reply' }))
    expect(screen.getByText(/Sent as “Re: Internship at Acme” in the same thread/)).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Text of follow-up 1' })).toHaveValue('Hi Ravi, a nudge.'),
    )
    expect(screen.getByRole('spinbutton', { name: 'Days after the email' })).toHaveValue(3)
    const first = screen.getByRole('combobox', { name: 'Template of follow-up 1' })
    expect(first).toHaveValue('gentle')
    // a thank-you for a call is no nudge to someone who never replied: not offered
    expect(
      within(first)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Follow-up with new work',
      'Last follow-up, closing the loop',
      'Gentle follow-up after a week',
    ])
    expect(screen.getByRole('group', { name: 'Follow-up 1' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Add a second follow-up' }))
    expect(screen.getByRole('spinbutton', { name: 'Days after follow-up 1' })).toHaveValue(7)
    // the second, the last, starts from the closing note, not the first one's words again
    const second = screen.getByRole('combobox', { name: 'Template of follow-up 2' })
    expect(within(second).getByRole('option', { selected: true })).toHaveTextContent(
      'Last follow-up, closing the loop',
    )
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Text of follow-up 2' })).toHaveValue('Hi Ravi, a nudge.'),
    )
    expect(screen.queryByRole('button', { name: /Add a/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Remove follow-up 2' }))
    expect(screen.queryByRole('group', { name: 'Follow-up 2' })).toBeNull()
  })

  it('says what is wrong with a field once the student tried to send, and moves focus to it', async () => {
    const { rerender } = render(<Harness />)
    fireEvent.click(screen.getByRole('switch', { name: 'Follow up if no reply' }))
    const days = screen.getByRole('spinbutton', { name: 'Days after the email' })
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Text of follow-up 1' })).toHaveValue('Hi Ravi, a nudge.'),
    )
    fireEvent.change(days, { target: { value: '0' } })
    expect(days).not.toHaveAttribute('aria-invalid', 'true')
    rerender(<Harness attempts={1} />)
    expect(days).toHaveAttribute('aria-invalid', 'true')
    expect(days).toHaveAccessibleDescription('Follow up after at least 1 day')
    expect(days).toHaveFocus()
  })
})
