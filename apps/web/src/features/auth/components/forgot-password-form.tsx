import { recoverForm } from '@coldstart/contract'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useContractForm } from '@/hooks/use-contract-form'
import { requestPasswordReset } from '../session/session-manager'
import { AuthField, EMAIL_FIELD, FormMessage } from './auth-field'

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const id = useId()
  const [sent, setSent] = useState<string | null>(null)
  // the route's own schema: a missing email is asked for by name, then it must be an address
  const form = useContractForm(recoverForm, {
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      setSent(null)
      try {
        setSent(await requestPasswordReset(email))
      } catch (caught) {
        form.showServerError(caught)
      }
    },
    () => setSent(null),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 text-left">
      <AuthField
        id={`${id}-email`}
        {...EMAIL_FIELD}
        autoFocus
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormMessage message={form.formError} />
      {sent && !errors.root && (
        <p role="status" className="text-sm text-muted-foreground">
          {sent}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  )
}
