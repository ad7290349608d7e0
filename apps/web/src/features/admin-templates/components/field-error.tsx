/** A field's validation message, announced when it appears. */
export function FieldError({ message, id }: { message?: string | undefined; id?: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  )
}
