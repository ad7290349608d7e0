import { signInForm, signUpForm } from '@coldstart/contract'
import { useId, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { useContractForm, type FormSchema } from '@/hooks/use-contract-form'
import { clearFirstRunMark, markFirstRun } from '../session/first-run-mark'
import { signInWithPassword, signUpWithPassword } from '../session/session-manager'
import { AuthField, EMAIL_FIELD, FormMessage } from './auth-field'

export type EmailFormMode = 'sign-in' | 'sign-up'

type Values = { fullName: string; email: string; password: string }
type Submitted = { fullName?: string | null; email: string; password: string }

const copy = {
  'sign-in': { submit: 'Sign in', busy: 'Signing in...', passwordAutocomplete: 'current-password' },
  'sign-up': { submit: 'Create account', busy: 'Creating account...', passwordAutocomplete: 'new-password' },
} as const

// The contract's schemas: the routes' own rules, checked in the routes' order, with words for the fields shown. Sign-in's reads
// two of the three values (its object schema drops the name), which its type cannot say on its own.
const schemas: Record<EmailFormMode, FormSchema<Submitted, Values>> = {
  'sign-in': signInForm as unknown as FormSchema<Submitted, Values>,
  'sign-up': signUpForm,
}

/**
 * Email + password sign-in or sign-up. The checks (an empty field, a weak password) run here first, naming the
 * fields on screen; the server checks again. On success the store signs the user
 * in and the page's guard moves them on (the button stays busy until then).
 */
export function EmailPasswordForm({
  mode,
  emailRef,
}: {
  mode: EmailFormMode
  emailRef?: RefObject<HTMLInputElement | null>
}) {
  const id = useId()
  const form = useContractForm(schemas[mode], {
    defaultValues: { fullName: '', email: '', password: '' },
    // a message changes when the form is sent again, not at every key (each one would be announced)
    reValidateMode: 'onSubmit',
  })
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState

  const onSubmit = form.handleSubmit(async ({ email, password, fullName }) => {
    try {
      if (mode === 'sign-in') await signInWithPassword({ email, password })
      else {
        markFirstRun()
        await signUpWithPassword({ email, password, ...(fullName ? { fullName } : {}) })
      }
    } catch (caught) {
      clearFirstRunMark()
      form.showServerError(caught)
    }
  })

  const email = form.register('email')
  const serverError = form.formError
  const errorId = `${id}-error`
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 text-left"
      aria-describedby={serverError ? errorId : undefined}
    >
      {mode === 'sign-up' && (
        <AuthField
          id={`${id}-name`}
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
      )}
      <AuthField
        id={`${id}-email`}
        {...EMAIL_FIELD}
        error={errors.email?.message}
        {...email}
        ref={(element) => {
          email.ref(element)
          if (emailRef) emailRef.current = element
        }}
      />
      <AuthField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete={copy[mode].passwordAutocomplete}
        required
        error={errors.password?.message}
        hint={mode === 'sign-up' ? 'At least 8 characters; a few words together work well.' : undefined}
        {...form.register('password')}
      />
      <FormMessage id={errorId} message={serverError} />
      <Button type="submit" className="w-full" disabled={isSubmitting || isSubmitSuccessful}>
        {isSubmitting || isSubmitSuccessful ? copy[mode].busy : copy[mode].submit}
      </Button>
    </form>
  )
}
