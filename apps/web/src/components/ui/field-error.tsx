type FieldErrorProps = {
  /** the input points at it with aria-describedby */
  id?: string | undefined
  message?: string | undefined
  /**
   * Read out the moment it appears (role="alert"). Off where the form announces one summary of its own
   * ("Check the highlighted fields.") and each message is reached through its field instead.
   */
  announce?: boolean
}

/** A field's validation message under its input; nothing when there is none. */
export function FieldError({ id, message, announce = true }: FieldErrorProps) {
  if (!message) return null
  return (
    <p
      id={id}
      role={announce ? 'alert' : undefined}
      className="text-sm font-medium text-danger-soft-foreground"
    >
      {message}
    </p>
  )
}
