/** What the focus needs of a form: each field's errors (TanStack Form's `getFieldMeta`). */
type FieldErrors<Field extends string> = { getFieldMeta(field: Field): { errors: readonly unknown[] } | undefined }

/**
 * Focuses the first field in error in reading order `order`, as every form of the site does after
 * a refused press: each field's input carries the id `<prefix>-<field>`.
 */
export function focusFirstInvalid<Field extends string>(form: FieldErrors<Field>, order: readonly Field[], prefix: string): void {
  const first = order.find((field) => (form.getFieldMeta(field)?.errors.length ?? 0) > 0)
  if (first) document.getElementById(`${prefix}-${first}`)?.focus()
}
