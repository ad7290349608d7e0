// @vitest-environment jsdom
import { mailboxSettingsBody, outreachSettings, recoverForm } from '@coldstart/contract'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { useContractForm } from './use-contract-form'

type Days = { days: string }

/** A form whose input (text) differs from the request ({ followUpAfterDays: number }). */
function DaysForm({ send }: { send: (body: { followUpAfterDays: number }) => Promise<void> }) {
  const form = useContractForm(outreachSettings, {
    defaultValues: { days: '7' } as Days,
    toBody: (values: Days) => ({ followUpAfterDays: Number(values.days) }),
    fieldOf: (field) => (field === 'followUpAfterDays' ? 'days' : field),
  })
  const error = form.formState.errors.days?.message
  return (
    <form noValidate onSubmit={form.submitTo(send)}>
      <label htmlFor="days">Days</label>
      <input id="days" aria-invalid={!!error} {...form.register('days')} />
      {error && <p role="alert">{error}</p>}
      {form.formError && <p role="status">{form.formError}</p>}
      <button type="submit">Save</button>
    </form>
  )
}

/** A form whose values are the request itself. */
function EmailForm({ send }: { send: (body: { email: string }) => Promise<void> }) {
  const form = useContractForm(recoverForm, { defaultValues: { email: '' } })
  const onSubmit = form.handleSubmit((body) => send(body).catch(form.showServerError))
  return (
    <form noValidate onSubmit={onSubmit}>
      <label htmlFor="email">Email</label>
      <input id="email" {...form.register('email')} />
      <p role="alert">{form.formState.errors.email?.message}</p>
      <p role="status">{form.formError}</p>
      <button type="submit">Send</button>
    </form>
  )
}

/** A form whose body can be refused as a whole (the contract's rule names no field). */
function NothingForm() {
  const form = useContractForm(mailboxSettingsBody, {
    defaultValues: { note: '' } as { note: string },
    toBody: (_values: { note: string }) => ({}),
  })
  return (
    <form noValidate onSubmit={form.submitTo(async () => {})}>
      <p role="status">{form.formError}</p>
      <button type="submit">Save</button>
    </form>
  )
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } })
const save = (name = 'Save') => fireEvent.click(screen.getByRole('button', { name }))

describe('useContractForm', () => {
  it('checks the body made from the values with the contract’s schema, its words on the typed field', async () => {
    const send = vi.fn(async () => {})
    render(<DaysForm send={send} />)
    type('Days', '0')
    save()
    expect(await screen.findByRole('alert')).toHaveTextContent('Follow up after at least 1 day')
    expect(screen.getByLabelText('Days')).toHaveAttribute('aria-invalid', 'true')
    expect(send).not.toHaveBeenCalled()

    type('Days', '12')
    save()
    await waitFor(() => expect(send).toHaveBeenCalledWith({ followUpAfterDays: 12 }))
  })

  it('puts the server’s field error on its field, without the field’s name, and focuses it', async () => {
    const refusal = new ApiError(400, 'followUpAfterDays: Too big for this account', 'followUpAfterDays')
    render(<DaysForm send={() => Promise.reject(refusal)} />)
    save()
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too big for this account$/)
    expect(screen.getByLabelText('Days')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Days')).toHaveFocus()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('keeps a field of the same name when the values are the request', async () => {
    const taken = new ApiError(409, 'That address is taken', 'email')
    render(<EmailForm send={() => Promise.reject(taken)} />)
    type('Email', 'asha@example.com')
    save('Send')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That address is taken'))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('says what belongs to no field on screen for the whole form, and clears it on the next submit', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'body.extra: Unrecognised key', 'extra'))
      .mockRejectedValueOnce(new Error('Network error: the server could not be reached'))
      .mockRejectedValueOnce('not an error')
      .mockResolvedValueOnce(undefined)
    render(<DaysForm send={send} />)
    save()
    expect(await screen.findByRole('status')).toHaveTextContent('body.extra: Unrecognised key')
    expect(screen.queryByRole('alert')).toBeNull()
    save()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Network error/))
    save()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Something went wrong'))
    save()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(4))
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
  })

  it('says a client issue on no field the form holds for the whole form', async () => {
    render(<NothingForm />)
    save()
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Give a time zone or a daily limit'),
    )
  })
})
