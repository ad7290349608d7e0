import type { ComponentProps } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type AuthFieldProps = ComponentProps<'input'> & {
  id: string
  label: string
  /** the field's validation or server message, announced when it appears */
  error?: string | undefined
  /** help shown under the field (e.g. what makes a strong password) */
  hint?: string
}

/** The props every auth form's email field shares. */
export const EMAIL_FIELD = { label: 'Email', type: 'email', autoComplete: 'email', required: true } as const

/** One labelled input of the auth forms: marked invalid and described by its message when it has one. */
export function AuthField({ id, label, error, hint, ...input }: AuthFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** A form's own error (the server's answer), announced when it appears; a field's is a FieldError. */
export function FormMessage({ id, message }: { id?: string | undefined; message?: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger-soft-foreground">
      {message}
    </p>
  )
}
