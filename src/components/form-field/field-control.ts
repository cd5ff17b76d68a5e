/**
 * What a form field hands the control that shows it (TanStack Form's field state): its id, which
 * the form focuses when it is the first field in error and the error's id derives from, its value,
 * the change, and the first failed rule's message.
 */
export type FieldControl<Value> = {
  id: string
  value: Value
  onChange: (value: Value) => void
  error: string | undefined
}
