import { toNestErrors } from '@hookform/resolvers'
import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, type BaseSyntheticEvent } from 'react'
import {
  get,
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import { safeParseAsync, type $ZodType } from 'zod/v4/core'
import { ApiError } from '@/lib/api-client'

type ContractFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
> & {
  /**
   * The request body made from the form's values, when the two differ (numbers typed as text, a choice plus
   * a new name): the schema then checks the body. Without it the schema checks the values as they are.
   */
  toBody?: (values: Input) => unknown
  /**
   * The form's field for a field of the request (e.g. `profile.linkedin` → `linkedin`), used both for the
   * schema's issues and for the server's errors; by default the same name.
   */
  fieldOf?: (requestField: string) => string
}

export type ContractForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** Places a failed request's message on the field the server names, else as the form's own message. */
  showServerError: (caught: unknown) => void
  /** `handleSubmit` for a send that can fail: what the server refuses goes to `showServerError`. */
  submitTo: (send: (values: Output) => Promise<unknown>) => (event?: BaseSyntheticEvent) => Promise<void>
  /** The message that belongs to no field on screen, cleared by the next submit. */
  formError: string | undefined
}

// Any zod schema, classic or mini: zod's core only, so the sign-in page (zod/mini schemas) never loads
// classic zod through this hook (docs/decisions/014).
export type FormSchema<Output, Input = unknown> = $ZodType<Output, Input>

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.'
const sameName = (field: string) => field

/** Whether the form holds this field: a message on a field that is not there would be seen by no one. */
const holds = (values: FieldValues, field: string) => field !== '' && get(values, field) !== undefined

/** The schema run on the body made from the values; each issue on its field, the rest on the form. */
function bodyResolver<Input extends FieldValues, Output>(
  schema: FormSchema<Output>,
  toBody: (values: Input) => unknown,
  fieldOf: (requestField: string) => string,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const parsed = await safeParseAsync(schema, toBody(values))
    if (parsed.success) return { values: parsed.data, errors: {} }
    const errors: Record<string, FieldError> = {}
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.join('.'))
      errors[holds(values, field) ? field : 'root'] ??= { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: toNestErrors(errors, options) }
  }
}

/**
 * The one way a form is checked: react-hook-form with a schema from @coldstart/contract (the server runs
 * the same one), plus `showServerError` to place what the server still refuses on its field.
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: FormSchema<Output, Input> | FormSchema<Output>,
  { toBody, fieldOf = sameName, ...options }: ContractFormOptions<Input, Output>,
): ContractForm<Input, Output> {
  const resolver = toBody
    ? bodyResolver(schema, toBody, fieldOf)
    : (zodResolver(schema as FormSchema<Output, Input>) as Resolver<Input, unknown, Output>)
  const form = useForm<Input, unknown, Output>({ ...options, resolver })
  const { setError, getValues } = form

  const showServerError = useCallback(
    (caught: unknown) => {
      const message = caught instanceof Error ? caught.message : FALLBACK_MESSAGE
      const named = caught instanceof ApiError ? caught.field : undefined
      const field = named === undefined ? '' : fieldOf(named)
      if (!holds(getValues(), field)) {
        setError('root.server', { type: 'server', message })
        return
      }
      // a schema's message comes as "field: message"; on the field itself the name is said already
      const text = message.startsWith(`${named}: `) ? message.slice(`${named}: `.length) : message
      setError(field as Path<Input>, { type: 'server', message: text }, { shouldFocus: true })
    },
    [fieldOf, setError, getValues],
  )

  const { handleSubmit } = form
  const submitTo = useCallback(
    (send: (values: Output) => Promise<unknown>) =>
      handleSubmit(async (values) => {
        try {
          await send(values)
        } catch (caught) {
          showServerError(caught)
        }
      }),
    [handleSubmit, showServerError],
  )

  const { errors } = form.formState
  const formError = errors.root?.server?.message ?? errors.root?.message
  return { ...form, showServerError, submitTo, formError }
}
