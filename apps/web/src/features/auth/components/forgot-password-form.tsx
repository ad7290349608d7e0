import { recoverForm } from '@coldstart/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { requestPasswordReset } from '../session/session-manager'
import { showServerError } from '../utils/server-error'
import { AuthField, EMAIL_FIELD, FormMessage } from './auth-field'

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const id = useId()
  const [sent, setSent] = useState<string | null>(null)
  const form = useForm({
    // the route's own schema: a missing email is asked for by name, then it must be an address
    resolver: zodResolver(recoverForm),
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
        showServerError(form.setError, ['email'], caught)
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
      <FormMessage message={errors.root?.server?.message} />
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
