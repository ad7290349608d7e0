// @vitest-environment jsdom
import { AUTH_MESSAGES } from '@coldstart/contract'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { EmailPasswordForm } from './email-password-form'
import { ForgotPasswordForm } from './forgot-password-form'
import { ResetPasswordPanel } from './reset-password-panel'

const session = vi.hoisted(() => ({
  signInWithPassword: vi.fn(),
  signUpWithPassword: vi.fn(),
  requestPasswordReset: vi.fn(),
  verifyRecoveryToken: vi.fn(),
  updateUser: vi.fn(),
}))
vi.mock('../session/session-manager', () => session)

const type = (name: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(name), { target: { value } })
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

/** The field's message is announced, the field is marked invalid, described by it, and focused. */
async function expectFieldError(label: string | RegExp, message: string | RegExp) {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message))
  const alert = screen.getByRole('alert')
  const field = screen.getByLabelText(label)
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id)
  await waitFor(() => expect(field).toHaveFocus())
}

beforeEach(() => {
  vi.resetAllMocks()
})

describe('EmailPasswordForm', () => {
  it('names the empty field as it is labelled before asking the server', async () => {
    render(<EmailPasswordForm mode="sign-in" />)
    type('Email', 'asha@example.com')
    submit('Sign in')
    await expectFieldError('Password', 'Enter your password.')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(session.signInWithPassword).not.toHaveBeenCalled()
  })

  it('asks for every empty field at once, with no word of a phone number', async () => {
    render(<EmailPasswordForm mode="sign-up" />)
    submit('Create account')
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2))
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter your email address.',
      'Choose a password.',
    ])
    expect(document.body).not.toHaveTextContent(/phone/i)
  })

  it('checks a new account in the route’s order: the email, then the password’s strength', async () => {
    render(<EmailPasswordForm mode="sign-up" />)
    type('Email', 'not-an-email')
    type('Password', 'short')
    submit('Create account')
    await expectFieldError('Email', 'Enter a valid email address')

    type('Email', 'asha@example.com')
    submit('Create account')
    await expectFieldError('Password', /^Password is too weak: use at least 8 characters/)
    expect(session.signUpWithPassword).not.toHaveBeenCalled()
  })

  it('sends the trimmed values and stays busy while the page moves on', async () => {
    session.signUpWithPassword.mockResolvedValue(undefined)
    render(<EmailPasswordForm mode="sign-up" />)
    type('Full name', '  Asha Rao ')
    type('Email', ' asha@example.com ')
    type('Password', 'a long enough passphrase')
    submit('Create account')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled())
    expect(session.signUpWithPassword).toHaveBeenCalledWith({
      email: 'asha@example.com',
      password: 'a long enough passphrase',
      fullName: 'Asha Rao',
    })
  })

  it('shows the server’s words: on the field it names, else above the button', async () => {
    session.signUpWithPassword.mockRejectedValue(new ApiError(409, AUTH_MESSAGES.emailTaken, 'email'))
    render(<EmailPasswordForm mode="sign-up" />)
    type('Email', 'asha@example.com')
    type('Password', 'a long enough passphrase')
    submit('Create account')
    await expectFieldError('Email', AUTH_MESSAGES.emailTaken)
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled()
  })

  it('says invalid credentials for the whole form and lets the user try again', async () => {
    session.signInWithPassword.mockRejectedValue(new ApiError(400, AUTH_MESSAGES.invalidCredentials))
    render(<EmailPasswordForm mode="sign-in" />)
    type('Email', 'asha@example.com')
    type('Password', 'wrong password')
    submit('Sign in')
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials)
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  })
})

describe('ForgotPasswordForm', () => {
  it('asks for the email by name, then a valid one, without asking the server', async () => {
    render(<ForgotPasswordForm />)
    submit('Send reset link')
    await expectFieldError('Email', AUTH_MESSAGES.emailRequired)
    type('Email', 'nope')
    submit('Send reset link')
    await expectFieldError('Email', 'Enter a valid email address')
    expect(session.requestPasswordReset).not.toHaveBeenCalled()
  })

  it('sends the normalised email and shows the same answer for every address', async () => {
    session.requestPasswordReset.mockResolvedValue(AUTH_MESSAGES.recoverySent)
    render(<ForgotPasswordForm />)
    type('Email', ' Asha@Example.com ')
    submit('Send reset link')
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.recoverySent)
    expect(session.requestPasswordReset).toHaveBeenCalledWith('asha@example.com')
  })
})

describe('ResetPasswordPanel', () => {
  it('asks for a new password, then a strong one, then saves it and moves on', async () => {
    session.verifyRecoveryToken.mockResolvedValue(undefined)
    session.updateUser.mockResolvedValue(undefined)
    window.history.replaceState(null, '', `/reset-password#token=${'t'.repeat(43)}`)
    const router = createMemoryRouter(
      [
        { path: '/reset-password', element: <ResetPasswordPanel /> },
        { path: '/app', element: <p>the app</p> },
      ],
      { initialEntries: ['/reset-password'] },
    )
    render(<RouterProvider router={router} />)
    await screen.findByRole('button', { name: 'Save new password' })
    submit('Save new password')
    await expectFieldError('New password', AUTH_MESSAGES.newPasswordRequired)
    type('New password', 'password')
    submit('Save new password')
    await expectFieldError('New password', /^Password is too weak/)
    expect(session.updateUser).not.toHaveBeenCalled()

    type('New password', 'a long enough passphrase')
    submit('Save new password')
    expect(await screen.findByText('the app')).toBeInTheDocument()
    expect(session.updateUser).toHaveBeenCalledWith({ password: 'a long enough passphrase' })
  })
})
