import { render, screen } from '@testing-library/react'
import { MailWarning } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { ShellBanner } from './shell-banner'

describe('ShellBanner', () => {
  it('reads as one status: the title, what it means, and its one action', () => {
    render(
      <ShellBanner icon={MailWarning} title="Reconnect your mailbox" action={<button>Reconnect</button>}>
        Password refused. Your queued emails wait until you do.
      </ShellBanner>,
    )
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(
      'Reconnect your mailbox — Password refused. Your queued emails wait until you do.',
    )
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument()
  })
})
