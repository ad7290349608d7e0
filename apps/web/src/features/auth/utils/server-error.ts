import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'

/**
 * Shows what the server answered: on the field it names (which gets focus) when the form has that field,
 * else above the submit button. The words are the server's own.
 */
export function showServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  caught: unknown,
) {
  const message = caught instanceof Error ? caught.message : 'Something went wrong. Please try again.'
  const field = caught instanceof ApiError ? fields.find((name) => name === caught.field) : undefined
  if (field) setError(field, { type: 'server', message }, { shouldFocus: true })
  else setError('root.server', { type: 'server', message })
}
